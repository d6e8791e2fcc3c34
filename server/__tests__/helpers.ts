import type { FastifyInstance, InjectOptions } from 'fastify'
import { buildApp, type BuildAppOptions } from '../app'

export const T0 = Date.UTC(2025, 4, 25, 2, 0, 0)

/** A controllable clock: `clock.advance(ms)` moves time for the app under test. */
export function fakeClock(start = T0) {
  let t = start
  return {
    now: () => t,
    advance(ms: number) {
      t += ms
    },
    set(ms: number) {
      t = ms
    },
  }
}

/** Parsed JSON of a response (loosely typed on purpose: tests assert on its shape). */
export type Json = ReturnType<typeof JSON.parse>

export interface TestApp {
  app: FastifyInstance
  clock: ReturnType<typeof fakeClock>
  get(url: string, headers?: Record<string, string>): Promise<{ status: number; body: Json }>
  post(url: string, payload?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: Json }>
  /** Asks for a code and reads it back from /dev/otp. */
  sendOtp(mobile: string): Promise<string>
  login(mobile: string, extra?: Record<string, unknown>): Promise<Json>
}

export async function makeApp(opts: BuildAppOptions = {}): Promise<TestApp> {
  const clock = fakeClock()
  const app = await buildApp({ dbFile: ':memory:', now: clock.now, ...opts })
  const wrap = (res: { statusCode: number; body: string }) => ({ status: res.statusCode, body: res.body ? JSON.parse(res.body) : undefined })
  const get: TestApp['get'] = async (url, headers) => wrap(await app.inject({ method: 'GET', url, headers }))
  const post: TestApp['post'] = async (url, payload, headers) =>
    wrap(await app.inject({ method: 'POST', url, payload: payload as InjectOptions['payload'], headers }))
  const sendOtp = async (mobile: string) => {
    const sent = await get(`/api/account/getOtp?mobileNo=${mobile}&type=3&t=${clock.now()}`)
    if (sent.body.code !== 200) throw new Error(`getOtp failed: ${sent.body.msg}`)
    const dev = await get(`/dev/otp?mobileNo=${mobile}`)
    return dev.body.data.otp as string
  }
  const login = async (mobile: string, extra: Record<string, unknown> = {}) => {
    const otp = await sendOtp(mobile)
    const res = await post(`/api/account/loginAndRegister?t=${clock.now()}`, { mobileNo: mobile, otp, ...extra })
    if (res.body.code !== 200) throw new Error(`login failed: ${res.body.msg}`)
    return res.body.data
  }
  return { app, clock, get, post, sendOtp, login }
}

/** A 6-digit code different from `code`. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')
