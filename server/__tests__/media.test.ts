import zlib from 'node:zlib'
import { crc32, coverColours, gradientPng } from '../lib/png'
import { coverPath } from '../lib/media'
import { isApiPath } from '../static'
import { makeApp, type TestApp } from './helpers'

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** Chunks of a PNG: type, data, and whether the stored CRC is right. */
function chunks(png: Buffer) {
  const out: { type: string; data: Buffer; crcOk: boolean }[] = []
  let o = 8
  while (o < png.length) {
    const len = png.readUInt32BE(o)
    const type = png.toString('ascii', o + 4, o + 8)
    const data = png.subarray(o + 8, o + 8 + len)
    out.push({ type, data, crcOk: png.readUInt32BE(o + 8 + len) === crc32(png.subarray(o + 4, o + 8 + len)) })
    o += 12 + len
  }
  return out
}

describe('generated cover images', () => {
  let t: TestApp
  beforeEach(async () => {
    t = await makeApp()
  })
  afterEach(() => t.app.close())

  const fetch = (url: string) => t.app.inject({ url })

  it('answers a valid PNG of the asked size, cached for a year', async () => {
    const res = await fetch('/media/cover/goods-12.png?w=300&h=200')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/png')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const png = res.rawPayload
    expect(png.subarray(0, 8)).toEqual(SIGNATURE)
    const cs = chunks(png)
    expect(cs.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND'])
    expect(cs.every((c) => c.crcOk)).toBe(true)
    const ihdr = cs[0].data
    expect([ihdr.readUInt32BE(0), ihdr.readUInt32BE(4), ihdr[8], ihdr[9]]).toEqual([300, 200, 8, 2])
    const raw = zlib.inflateSync(cs[1].data)
    expect(raw.length).toBe(200 * (300 * 3 + 1))
    // a diagonal gradient: top-left is the first colour, bottom-right the second
    const [a, b] = coverColours('goods-12')
    expect([...raw.subarray(1, 4)]).toEqual(a)
    const last = raw.length - 3
    for (let i = 0; i < 3; i++) expect(Math.abs(raw[last + i] - b[i])).toBeLessThanOrEqual(1)
    // the same request answers the same bytes (from the cache)
    expect((await fetch('/media/cover/goods-12.png?w=300&h=200')).rawPayload.equals(png)).toBe(true)
  })

  it('defaults to 600x400 and caps each side at 1200', async () => {
    const size = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)]
    expect(size((await fetch('/media/cover/banner-1.png')).rawPayload)).toEqual([600, 400])
    expect(size((await fetch('/media/cover/banner-1.png?w=5000&h=90')).rawPayload)).toEqual([1200, 90])
    expect(size((await fetch('/media/cover/cat-1.png?w=96&h=96')).rawPayload)).toEqual([96, 96])
  })

  it('colours derive from the key', () => {
    expect(coverColours('goods-1')).toEqual(coverColours('goods-1'))
    expect(coverColours('goods-1')).not.toEqual(coverColours('goods-2'))
    expect(gradientPng('x', 2, 2).equals(gradientPng('x', 2, 2))).toBe(true)
  })

  it('rejects bad keys and sizes', async () => {
    expect((await fetch('/media/cover/goods-1.jpg')).statusCode).toBe(404)
    expect((await fetch('/media/cover/..%2Fsecret.png')).statusCode).toBe(404)
    expect((await fetch(`/media/cover/${'k'.repeat(65)}.png`)).statusCode).toBe(404)
    expect((await fetch('/media/cover/goods-1.png?w=0')).json().code).toBe(400)
    expect((await fetch('/media/cover/goods-1.png?w=abc')).json().code).toBe(400)
  })

  it('/media is an API prefix (never the H5 history fallback)', () => {
    expect(isApiPath('/media/cover/goods-1.png?w=1')).toBe(true)
    expect(isApiPath('/mediakit')).toBe(false)
  })

  it('every seeded image path is served', async () => {
    const db = t.app.db
    const paths = [
      ...(db.prepare('SELECT thumb_path p FROM goods').all() as { p: string }[]).map((r) => r.p),
      ...(db.prepare('SELECT pics FROM goods').all() as { pics: string }[]).flatMap((r) => JSON.parse(r.pics) as string[]),
      ...(db.prepare('SELECT pic p FROM banners UNION SELECT icon FROM categories UNION SELECT cover FROM auditions').all() as { p: string }[]).map((r) => r.p),
    ]
    expect(paths.length).toBeGreaterThan(100)
    // Every seeded picture says what it shows.
    for (const p of paths) expect(p).toMatch(/^\/media\/cover\/[\w-]+\.png\?w=\d+&h=\d+&title=[^&]+(&sub=[^&]+)?$/)
    const sample = await fetch(paths[0])
    expect(sample.statusCode).toBe(200)
  })

  describe('captions', () => {
    /** Decoded RGB rows of a PNG this server made (one IDAT, filter bytes), or of resvg's RGBA output. */
    function pixels(png: Buffer) {
      const cs = chunks(png)
      const ihdr = cs[0].data
      const width = ihdr.readUInt32BE(0)
      const channels = ihdr[9] === 6 ? 4 : 3
      const raw = zlib.inflateSync(Buffer.concat(cs.filter((c) => c.type === 'IDAT').map((c) => c.data)))
      return { width, height: ihdr.readUInt32BE(4), channels, raw }
    }

    it('draws the caption: a captioned picture of the same key and size has other pixels than the bare gradient', async () => {
      const bare = await fetch('/media/cover/goods-1.png?w=600&h=400')
      const captioned = await fetch(`/media/cover/goods-1.png?w=600&h=400&title=${encodeURIComponent('初级会计实务')}&sub=${encodeURIComponent('张敏 主讲')}`)
      expect(captioned.statusCode).toBe(200)
      expect(captioned.headers['content-type']).toBe('image/png')
      const p = pixels(captioned.rawPayload)
      expect([p.width, p.height]).toEqual([600, 400])
      expect(captioned.rawPayload.equals(bare.rawPayload)).toBe(false)
    })

    it('a caption is text: XML in it is drawn as text (200), not read as markup', async () => {
      const res = await fetch(`/media/cover/x.png?w=300&h=200&title=${encodeURIComponent('<svg onload="x">&amp;</text>')}`)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('image/png')
    })

    it('refuses a caption over 40 characters or with control characters: the error envelope, no picture', async () => {
      for (const bad of ['字'.repeat(41), 'a\u0000b', '第一行\n第二行']) {
        const res = await fetch(`/media/cover/x.png?w=300&h=200&title=${encodeURIComponent(bad)}`)
        expect(res.headers['content-type']).toContain('application/json')
        expect(res.json().code).not.toBe(200)
      }
    })

    it('coverPath cuts a long caption to 40 characters and encodes it', () => {
      const path = coverPath('k', 10, 10, { title: '长'.repeat(50), sub: 'a&b' })
      expect(decodeURIComponent(new URL(path, 'http://x').searchParams.get('title')!)).toBe('长'.repeat(40))
      expect(new URL(path, 'http://x').searchParams.get('sub')).toBe('a&b')
      expect(coverPath('k', 10, 10)).toBe('/media/cover/k.png?w=10&h=10')
    })
  })
})

describe('audition sample clip', () => {
  it('serves the MP4 with range requests (seeking) and a long cache, and the seed points auditions at it', async () => {
    const t = await makeApp()
    const full = await t.app.inject({ method: 'GET', url: '/media/video/audition-sample.mp4' })
    expect(full.statusCode).toBe(200)
    expect(full.headers['content-type']).toBe('video/mp4')
    expect(full.headers['cache-control']).toContain('immutable')
    const part = await t.app.inject({ method: 'GET', url: '/media/video/audition-sample.mp4', headers: { range: 'bytes=0-99' } })
    expect(part.statusCode).toBe(206)
    expect(part.rawPayload.length).toBe(100)
    expect((await t.app.inject({ method: 'GET', url: '/media/video/../db/seed.ts' })).statusCode).toBe(404)
    const auditions = await t.get('/api/goods/front/findCourseAuditionBySpPriceId?spPriceId=101')
    expect(auditions.body.data[0].videoUrl).toBe('/media/video/audition-sample.mp4')
    await t.app.close()
  })
})
