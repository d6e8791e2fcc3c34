/** JSON answers compressed in one call (lib/answerCompression.ts) when the app is served with its build. */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app'
import { chooseEncoding, compressAnswer } from '../lib/answerCompression'

describe('chooseEncoding', () => {
  it('brotli first, then gzip; q=0 refuses; * takes both; nothing else is compressed', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br')
    expect(chooseEncoding('gzip, deflate')).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(chooseEncoding('BR ; q=0.1')).toBe('br')
    expect(chooseEncoding('*')).toBe('br')
    expect(chooseEncoding('*, br;q=0')).toBe('gzip')
    expect(chooseEncoding('gzip;q=0, *;q=0')).toBeNull()
    expect(chooseEncoding('deflate')).toBeNull()
    expect(chooseEncoding('identity')).toBeNull()
    expect(chooseEncoding('')).toBeNull()
    expect(chooseEncoding(undefined)).toBeNull()
    expect(chooseEncoding(['gzip', 'br'])).toBe('br')
  })
})

describe('compressAnswer', () => {
  it('compresses a shared answer once while it is among the last 64, and decodes to it; any other answer each time', () => {
    const body = JSON.stringify({ code: 200, msg: 'ok', data: { list: Array.from({ length: 40 }, (_, i) => ({ id: i, title: `第${i}篇` })) } })
    const br = compressAnswer(body, 'br', true)
    expect(zlib.brotliDecompressSync(br).toString()).toBe(body)
    expect(compressAnswer(`${body}`, 'br', true)).toBe(br)
    const gz = compressAnswer(body, 'gzip', true)
    expect(zlib.gunzipSync(gz).toString()).toBe(body)
    for (let i = 0; i < 64; i++) compressAnswer(`${body} ${i}`, 'br', true)
    const again = compressAnswer(body, 'br', true)
    expect(again).not.toBe(br)
    expect(again.equals(br)).toBe(true)
    expect(compressAnswer(body, 'gzip', true)).toBe(gz)
    const personal = compressAnswer(body, 'br')
    expect(zlib.brotliDecompressSync(personal).toString()).toBe(body)
    expect(compressAnswer(body, 'br')).not.toBe(personal)
  })
})

describe('JSON answers with the build served', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'srv-h5-'))
  let app: FastifyInstance
  const list = '/api/news/app/informationList/v3?id=1&showCount=999&provinceId=0&currentPage=1&pageSize=10'
  beforeAll(async () => {
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>')
    app = await buildApp({ dbFile: ':memory:', staticDir: dir })
  })
  afterAll(async () => {
    await app.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('are compressed as the client takes them, with their length and Vary, and decode to the plain answer', async () => {
    const plain = await app.inject({ url: list })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toBe('accept-encoding')
    expect(plain.json().data.list).toHaveLength(10)
    const br = await app.inject({ url: list, headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toBe('accept-encoding')
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length)
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2)
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
    const gz = await app.inject({ url: list, headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body)
    const refused = await app.inject({ url: list, headers: { 'accept-encoding': 'gzip', 'x-no-compression': '1' } })
    expect(refused.headers['content-encoding']).toBeUndefined()
    expect(refused.body).toBe(plain.body)
  })

  it('leaves small answers as they are', async () => {
    const small = await app.inject({ url: '/health', headers: { 'accept-encoding': 'br' } })
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.json().code).toBe(200)
  })
})
