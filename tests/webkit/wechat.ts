// WeChat's side of the messenger browser for WebKit, which has no init script (WebKitGTK's WebDriver offers neither
// BiDi preload scripts nor request interception):
// - the JS-SDK: the browser goes through a local proxy that answers https://res.wx.qq.com itself (a throw-away
//   self-signed certificate; the browser ignores TLS errors) with a stand-in jweixin recording its calls in
//   window.__wxCalls;
// - WeixinJSBridge: the payment matrix's stand-in (tests/e2e/matrix/environments.ts) installed after load, then
//   WeixinJSBridgeReady fired, as WeChat does for a page that asks before its bridge is there
//   (src/platform/payment.h5.ts waits for that event).
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import tls from 'node:tls'
import type { WebDriver } from 'selenium-webdriver'
import { ENVIRONMENTS, STAND_IN_JSSDK } from '../e2e/matrix/environments'
import { KEEP_NAMES } from './page'

const SDK_HOSTS = new Set(['res.wx.qq.com', 'res2.wx.qq.com'])

/** A self-signed certificate for the SDK's hosts (openssl), made once per run. */
function certificate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'webkit-wx-'))
  const key = path.join(dir, 'key.pem')
  const cert = path.join(dir, 'cert.pem')
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=res.wx.qq.com',
    '-addext', 'subjectAltName=DNS:res.wx.qq.com,DNS:res2.wx.qq.com,IP:127.0.0.1'], { stdio: 'ignore' })
  const pair = { key: fs.readFileSync(key), cert: fs.readFileSync(cert) }
  fs.rmSync(dir, { recursive: true, force: true })
  return pair
}

/** startSdkProxy's proxy: the MiniBrowser's arguments for it, how often the SDK was loaded, and `stop`. */
export interface SdkProxy {
  args: string[]
  sdkLoads: () => number
  stop: () => Promise<void>
}

/**
 * An HTTP proxy on 127.0.0.1 that answers the JS-SDK's hosts with STAND_IN_JSSDK and refuses every other host (no
 * traffic leaves the machine). Resolves { args (the MiniBrowser's), sdkLoads(), stop() }. The MiniBrowser's own
 * --proxy is used: WebDriver's `sslProxy` capability makes WebKitGTK speak TLS to the proxy itself, and
 * acceptInsecureCerts does not cover a proxy's certificate.
 */
export async function startSdkProxy(): Promise<SdkProxy> {
  let loads = 0
  const sdk = http.createServer((req, res) => {
    // A request a server is handed always has its url.
    if (req.url!.startsWith('/open/js/')) loads++
    res.writeHead(200, { 'content-type': 'application/javascript', 'cache-control': 'no-store' })
    res.end(STAND_IN_JSSDK)
  })
  const { key, cert } = certificate()
  const proxy = http.createServer((_req, res) => {
    res.writeHead(502)
    res.end()
  })
  const sockets = new Set<Socket>()
  proxy.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  proxy.on('connect', (req, socket) => {
    const [host] = req.url!.split(':')
    if (!SDK_HOSTS.has(host)) return socket.end('HTTP/1.1 502 Bad Gateway\r\n\r\n')
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n')
    const secure = new tls.TLSSocket(socket, { isServer: true, key, cert })
    secure.on('error', () => socket.destroy())
    sdk.emit('connection', secure)
  })
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r))
  const { port } = proxy.address() as AddressInfo
  return {
    args: [`--proxy=http://127.0.0.1:${port}`, '--ignore-host=127.0.0.1', '--ignore-host=localhost', '--ignore-tls-errors'],
    sdkLoads: () => loads,
    async stop() {
      for (const s of sockets) s.destroy()
      await new Promise((r) => proxy.close(r))
    },
  }
}

/** Installs the bridge in the page now showing once its URL satisfies `at` (a URL → boolean); resolves that URL. */
export async function bridgeWhen(driver: WebDriver, at: (u: URL) => boolean, timeout = 15_000): Promise<URL> {
  let url: URL | undefined
  await driver.wait(async () => {
    url = new URL(await driver.getCurrentUrl())
    if (!at(url)) return false
    return driver.executeScript<boolean>(`${KEEP_NAMES}
      if (document.readyState === 'loading') return false
      if (!window.WeixinJSBridge) {
        (${ENVIRONMENTS.wechat.initScript})()
        document.dispatchEvent(new Event('WeixinJSBridgeReady'))
      }
      return true`)
  }, timeout, 'waiting to give the page its WeixinJSBridge')
  // The wait ended on a URL that satisfied `at`.
  return url!
}
