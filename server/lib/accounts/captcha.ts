import crypto from 'node:crypto'
import fs from 'node:fs'
import type { Database } from 'better-sqlite3'
import { CAPTCHA_LENGTH } from '../../../contract/rules/password'
import { sha256 } from './auth'
import { BizError, Code, badRequest } from '../envelope'
import { FONT_FILE, renderSvg } from '../media/picture'

/**
 * Image captchas (captcha-image): 4 characters drawn rotated and shifted over noise lines and dots, rendered to PNG by
 * resvg with the picture font, so the answer is nowhere in the bytes (an SVG with <text> would carry it in clear).
 * The server keeps the answer's hash; each captcha is checked once, right or wrong, and lives 5 minutes.
 */

export const CAPTCHA_TTL_MS = 5 * 60_000
/** Captchas one client address may ask for in 10 minutes. */
export const CAPTCHA_PER_IP = 60
export const CAPTCHA_WIDTH = 240
export const CAPTCHA_HEIGHT = 88
/** No 0/O, 1/I/L: characters nobody misreads. */
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

export const CaptchaMsg = {
  STALE: '图形验证码已失效，请点击图片刷新',
  WRONG: '图形验证码错误，请重新输入',
  TOO_MANY: '获取图形验证码过于频繁，请稍后再试',
  NO_FONT: '图形验证码暂不可用',
} as const

const pick = (s: string) => s[crypto.randomInt(0, s.length)]
const between = (a: number, b: number) => a + crypto.randomInt(0, 1000) / 1000 * (b - a)
const answerHash = (key: string, answer: string) => sha256(`captcha:${key}:${answer.trim().toUpperCase()}`)

export function captchaText(): string {
  return Array.from({ length: CAPTCHA_LENGTH }, () => pick(CAPTCHA_ALPHABET)).join('')
}

/** The captcha's SVG (text, noise); never sent as is. */
export function captchaSvg(text: string): string {
  const w = CAPTCHA_WIDTH
  const h = CAPTCHA_HEIGHT
  const dark = () => `hsl(${crypto.randomInt(0, 360)},60%,${crypto.randomInt(22, 38)}%)`
  const parts = [`<rect width="${w}" height="${h}" fill="hsl(${crypto.randomInt(0, 360)},40%,94%)"/>`]
  for (let i = 0; i < 40; i++) parts.push(`<circle cx="${between(0, w).toFixed(1)}" cy="${between(0, h).toFixed(1)}" r="${between(1, 2.5).toFixed(1)}" fill="${dark()}" fill-opacity="0.5"/>`)
  const step = w / (text.length + 1)
  ;[...text].forEach((ch, i) => {
    const x = step * (i + 1) + between(-6, 6)
    const y = h / 2 + 17 + between(-6, 6)
    parts.push(
      `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-size="${between(48, 56).toFixed(1)}" text-anchor="middle" fill="${dark()}" ` +
        `transform="rotate(${between(-28, 28).toFixed(1)} ${x.toFixed(1)} ${(h / 2).toFixed(1)})">${ch}</text>`,
    )
  })
  for (let i = 0; i < 4; i++) {
    const c = `${between(w * 0.3, w * 0.7).toFixed(1)} ${between(0, h).toFixed(1)}`
    parts.push(`<path d="M${between(0, 20).toFixed(1)} ${between(0, h).toFixed(1)} Q${c} ${between(w - 20, w).toFixed(1)} ${between(0, h).toFixed(1)}" stroke="${dark()}" stroke-width="${between(1.5, 3).toFixed(1)}" fill="none"/>`)
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${parts.join('')}</svg>`
}

export function captchaPng(text: string): Buffer {
  if (!fs.existsSync(FONT_FILE)) throw new BizError(Code.NOT_CONFIGURED, CaptchaMsg.NO_FONT)
  return renderSvg(captchaSvg(text)).render().asPng()
}

/**
 * The sandbox's readout of recent answers (GET /dev/captcha, this machine only), so e2e and mini-program tests can
 * pass a captcha as a person reading it would; off the sandbox nothing is kept.
 */
export class CaptchaPeek {
  private readonly answers = new Map<string, string>()

  remember(captchaKey: string, answer: string): void {
    this.answers.set(captchaKey, answer)
    if (this.answers.size > 500) this.answers.delete(this.answers.keys().next().value as string)
  }

  answer(captchaKey: string): string | undefined {
    return this.answers.get(captchaKey)
  }
}

/** A new captcha for this client: its key and PNG (the answer is kept hashed). */
export function createCaptcha(db: Database, ip: string, now: number, peek?: CaptchaPeek, text = captchaText()): { captchaKey: string; png: Buffer } {
  const recent = (db.prepare('SELECT COUNT(*) AS n FROM captchas WHERE client_ip = ? AND created_at > ?').get(ip, now - 10 * 60_000) as { n: number }).n
  if (recent >= CAPTCHA_PER_IP) throw badRequest(CaptchaMsg.TOO_MANY)
  const png = captchaPng(text)
  const captchaKey = crypto.randomBytes(16).toString('hex')
  db.prepare('DELETE FROM captchas WHERE created_at < ?').run(now - 3600_000)
  db.prepare('INSERT INTO captchas (key_hash, answer_hash, client_ip, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
    sha256(`captcha-key:${captchaKey}`),
    answerHash(captchaKey, text),
    ip,
    now,
    now + CAPTCHA_TTL_MS,
  )
  peek?.remember(captchaKey, text)
  return { captchaKey, png }
}

/** Checks an answer once (case does not matter): the captcha is used up whether it was right or not. */
export function useCaptcha(db: Database, captchaKey: string, answer: string, now: number): void {
  const row = db.prepare('SELECT answer_hash, expires_at, used_at FROM captchas WHERE key_hash = ?').get(sha256(`captcha-key:${captchaKey}`)) as
    | { answer_hash: string; expires_at: number; used_at: number | null }
    | undefined
  if (!row || row.used_at !== null || now >= row.expires_at) throw badRequest(CaptchaMsg.STALE)
  db.prepare('UPDATE captchas SET used_at = ? WHERE key_hash = ?').run(now, sha256(`captcha-key:${captchaKey}`))
  const want = Buffer.from(row.answer_hash)
  const got = Buffer.from(answerHash(captchaKey, answer))
  if (want.length !== got.length || !crypto.timingSafeEqual(want, got)) throw badRequest(CaptchaMsg.WRONG)
}
