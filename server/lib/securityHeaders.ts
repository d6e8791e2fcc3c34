/**
 * Security headers on every answer of the served app (helmet's): a Content-Security-Policy that lets only this
 * origin's scripts and WeChat's JS-SDK run, plus the build's inline scripts by their SHA-256 (index.html's viewport
 * script), none other;
 * X-Content-Type-Options nosniff, Referrer-Policy, frame-ancestors 'self' and helmet's other defaults.
 * The policy is the same for every request, so helmet runs once at start-up and each answer gets the headers it set
 * (the @fastify/helmet plugin built helmet's middleware again on every request: a few µs each, for the same headers).
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import helmet, { type HelmetOptions } from 'helmet'
import { readServerEnv } from '../config'
import type { FastifyInstance } from 'fastify'

/** 'sha256-…' sources of the inline <script> blocks of an HTML page (scripts with src are not inline). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(m[1] ?? '') || !m[2]) continue
    hashes.push(`'sha256-${crypto.createHash('sha256').update(m[2], 'utf8').digest('base64')}'`)
  }
  return hashes
}

/**
 * Script origins besides this one: WeChat's JS-SDK (jweixin, loaded in the messenger browser for its share menu;
 * res2 is WeChat's documented fallback host). CSP_SCRIPT_ORIGINS (space-separated) replaces them when the build
 * loads the SDK from elsewhere (TARO_APP_JSSDK_URL).
 */
export const SCRIPT_ORIGINS = ['https://res.wx.qq.com', 'https://res2.wx.qq.com']

/** The policy's directives for a build whose index.html is `indexHtml` (none: the API alone). */
export function cspDirectives(indexHtml = '', scriptOrigins: string[] = scriptOriginsFromEnv()): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptOrigins, ...inlineScriptHashes(indexHtml)],
    // React/Preact set style attributes and Taro injects <style>: inline styles stay allowed, scripts do not.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'media-src': ["'self'", 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", 'https:'],
    // The web-view page frames the configured business domains (https only); payment forms post to cashiers.
    'frame-src': ["'self'", 'https:'],
    'form-action': ["'self'", 'https:'],
    'frame-ancestors': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  }
}

function scriptOriginsFromEnv(): string[] {
  return readServerEnv().CSP_SCRIPT_ORIGINS?.split(/\s+/) ?? SCRIPT_ORIGINS
}

/** The options helmet runs with for a build whose index.html is `indexHtml`. */
export function helmetOptions(indexHtml = ''): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(indexHtml) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Pictures under /media are embedded by the provider's other sites; scripts are not shared.
    crossOriginResourcePolicy: { policy: 'same-site' },
    // The cashier and the WeChat OAuth return to this window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // HTTPS is the deployment's proxy's to announce.
    strictTransportSecurity: false,
  }
}

/** The headers helmet sets with these options (its directives hold no per-request value such as a nonce). */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {}
  const res = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  }
  helmet(options)({} as never, res as never, (err?: unknown) => {
    if (err) throw err
  })
  return headers
}

export async function registerSecurityHeaders(app: FastifyInstance, staticDir?: string): Promise<void> {
  const indexFile = staticDir ? path.join(staticDir, 'index.html') : ''
  const indexHtml = indexFile && fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : ''
  const headers = securityHeaders(helmetOptions(indexHtml))
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers)
    done()
  })
}
