import sharp from 'sharp'
import { coverColours } from '../lib/media/colours'
import { CAPTION_MAX, coverPath } from '../lib/media/media'
import { captionLayout, captionSvg, gradientPng, renderSvg, shadeFor, whiteContrast, wrap } from '../lib/media/picture'
import { isApiPath } from '../static'
import { makeApp, type TestApp } from './helpers'

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** A PNG's pixels, decoded by sharp: its size, its format, and [r, g, b] at x, y. */
async function decode(png: Buffer) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true })
  const format = (await sharp(png).metadata()).format
  const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)]
  return { width: info.width, height: info.height, format, at }
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
    const img = await decode(png)
    expect([img.format, img.width, img.height]).toEqual(['png', 300, 200])
    // a diagonal gradient: top-left is the first colour, bottom-right the second
    const [a, b] = coverColours('goods-12')
    const near = (got: number[], want: number[]) => got.every((v, i) => Math.abs(v - want[i]) <= 2)
    expect(near(img.at(0, 0), a)).toBe(true)
    expect(near(img.at(299, 199), b)).toBe(true)
    expect(near(img.at(150, 100), a)).toBe(false)
    // the same request answers the same bytes (from the cache)
    expect((await fetch('/media/cover/goods-12.png?w=300&h=200')).rawPayload.equals(png)).toBe(true)
  })

  it('answers WebP to a client that takes it (a sixth of the PNG), PNG to any other, varying by Accept', async () => {
    const url = '/media/cover/banner-1.png?w=750&h=320&title=%E5%88%9D%E7%BA%A7%E4%BC%9A%E8%AE%A1'
    const webp = await t.app.inject({ url, headers: { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' } })
    expect(webp.headers['content-type']).toBe('image/webp')
    expect(webp.headers.vary).toBe('Accept')
    const bytes = webp.rawPayload
    expect([bytes.subarray(0, 4).toString(), bytes.subarray(8, 12).toString()]).toEqual(['RIFF', 'WEBP'])
    const png = await t.app.inject({ url, headers: { accept: 'image/png,image/*' } })
    expect(png.headers['content-type']).toBe('image/png')
    expect(png.headers.vary).toBe('Accept')
    expect(png.rawPayload.subarray(0, 8)).toEqual(SIGNATURE)
    expect(bytes.length).toBeLessThan(png.rawPayload.length / 3)
  })

  it('defaults to 600x400 and caps each side at 1200', async () => {
    const size = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)]
    expect(size((await fetch('/media/cover/banner-1.png')).rawPayload)).toEqual([600, 400])
    expect(size((await fetch('/media/cover/banner-1.png?w=5000&h=90')).rawPayload)).toEqual([1200, 90])
    expect(size((await fetch('/media/cover/cat-1.png?w=96&h=96')).rawPayload)).toEqual([96, 96])
  })

  it('serves a picture at the width it is shown: sw rounded up to a fixed step, the ratio kept, never scaled up', async () => {
    const size = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)]
    const webpAccept = { accept: 'image/webp,image/*' }
    // A live class's teacher, drawn 120x120, shown 36 device px wide: the 64 step.
    expect(size((await fetch('/media/cover/live-teacher-1.png?w=120&h=120&title=%E7%8E%8B&initial=1&sw=36')).rawPayload)).toEqual([64, 64])
    // A practical course's clip cover, drawn 750x420, shown 240 wide: 256 wide, its height in ratio.
    const cover = (await fetch('/media/cover/practice-video-111.png?w=750&h=420&sw=240')).rawPayload
    expect(size(cover)).toEqual([256, 143])
    // Widths between two steps share one picture (one URL per step in the caches); WebP is scaled too.
    expect((await fetch('/media/cover/practice-video-111.png?w=750&h=420&sw=200')).rawPayload.equals(cover)).toBe(true)
    const webp = await t.app.inject({ url: '/media/cover/practice-video-111.png?w=750&h=420&sw=240', headers: webpAccept })
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 256, height: 143 })
    expect(webp.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    // A step at least as wide as the drawing: the drawing itself.
    const icon = (await fetch('/media/cover/cat-1.png?w=96&h=96&sw=500')).rawPayload
    expect(icon.equals((await fetch('/media/cover/cat-1.png?w=96&h=96')).rawPayload)).toBe(true)
    expect((await fetch('/media/cover/goods-1.png?sw=0')).json().code).toBe(400)
  })

  it('carries an ETag of its bytes and answers 304 without them to a client that has it', async () => {
    const url = '/media/cover/goods-12.png?w=300&h=200&sw=128'
    const first = await fetch(url)
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^"[\w-]{20}"$/)
    const again = await t.app.inject({ url, headers: { 'if-none-match': etag } })
    expect([again.statusCode, again.rawPayload.length, again.headers.etag, again.headers['cache-control']]).toEqual([304, 0, etag, 'public, max-age=31536000, immutable'])
    // another size or format is another picture
    expect((await fetch('/media/cover/goods-12.png?w=300&h=200')).headers.etag).not.toBe(etag)
    expect((await t.app.inject({ url, headers: { accept: 'image/webp', 'if-none-match': etag } })).statusCode).toBe(200)
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

  /** Every /media/cover URL anywhere in the seeded database (image columns and HTML bodies alike). */
  function seededPictureUrls(): string[] {
    const db = t.app.db
    const urls = new Set<string>()
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]
    for (const { name } of tables) {
      for (const row of db.prepare(`SELECT * FROM "${name}"`).all() as Record<string, unknown>[]) {
        for (const v of Object.values(row)) {
          if (typeof v === 'string') for (const m of v.matchAll(/\/media\/cover\/[^"'\s<>]+/g)) urls.add(m[0].replace(/&amp;/g, '&'))
        }
      }
    }
    return [...urls]
  }
  const captionOf = (url: string) => {
    const u = new URL(url, 'http://x')
    const key = /\/cover\/([\w-]+)\.png$/.exec(u.pathname)![1]
    const q = u.searchParams
    return { key, w: Number(q.get('w')), h: Number(q.get('h')), caption: { title: q.get('title') ?? '', sub: q.get('sub') ?? undefined, initial: q.get('initial') === '1' } }
  }

  it('every seeded picture, wherever the seeds put one, carries its caption, and each kind is served', async () => {
    const urls = seededPictureUrls()
    expect(urls.length).toBeGreaterThan(1000)
    // A feature card's cover (showType 4) is the one picture without a caption: the card lays the title over it.
    for (const u of urls) {
      if (/-feature\.png\?/.test(u)) expect(u).toMatch(/^\/media\/cover\/news-\d+-feature\.png\?w=\d+&h=\d+$/)
      else expect(u).toMatch(/^\/media\/cover\/[\w-]+\.png\?w=\d+&h=\d+&title=[^&]+(&sub=[^&]+)?(&initial=1)?$/)
    }
    // Every kind the seeds make (goods, banner, cat, live, news, teacher, qw, customer, ks-goods, ...): one of each.
    const kinds = new Map<string, string>()
    for (const u of urls) kinds.set(captionOf(u).key.replace(/-\d.*$/, '').replace(/-[a-z]*$/, ''), u)
    expect(kinds.size).toBeGreaterThanOrEqual(20)
    for (const u of kinds.values()) {
      const res = await fetch(u)
      expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'image/png'])
      expect([res.rawPayload.readUInt32BE(16), res.rawPayload.readUInt32BE(20)]).toEqual([captionOf(u).w, captionOf(u).h])
    }
  })

  it('seeded captions say what the picture is: a banner its headline, a course its teachers, a live class its time, a person the surname', () => {
    const db = t.app.db
    const one = (sql: string) => captionOf((db.prepare(sql).get() as { p: string }).p).caption
    expect(one('SELECT pic p FROM banners ORDER BY id').title).toBe('初级会计职称 全科精讲班')
    expect(one('SELECT thumb_path p FROM goods WHERE id = 1')).toMatchObject({ title: '2025初级会计职称·全科精讲班', sub: expect.stringMatching(/张敏.*主讲$/) })
    expect(one('SELECT pic p FROM live_sessions WHERE id = 2').sub).toMatch(/^\d\d-\d\d 19:00 · 周敏老师$/)
    expect(one('SELECT teacher_pic p FROM live_sessions WHERE id = 2')).toEqual({ title: '周敏', initial: true })
    expect(one("SELECT cover p FROM news_articles WHERE cover != '' ORDER BY id").title).toBe((db.prepare("SELECT title FROM news_articles WHERE cover != '' ORDER BY id").get() as { title: string }).title)
    expect(one('SELECT icon p FROM categories ORDER BY sort, id')).toEqual({ title: '初级会计', initial: false })
  })

  describe('captions', () => {
    const strip = (s: string) => s.replace(/\s/g, '')
    /** Near-white pixels (the caption's text) in rows y0..y1. */
    const whiteIn = (img: Awaited<ReturnType<typeof decode>>, y0: number, y1: number) => {
      let n = 0
      for (let y = Math.floor(y0); y < y1; y++) for (let x = 0; x < img.width; x++) if (img.at(x, y).every((v) => v > 230)) n++
      return n
    }

    it('draws the caption in its text area and leaves the rest of the gradient as it was', async () => {
      const bare = await decode((await fetch('/media/cover/goods-1.png?w=600&h=400')).rawPayload)
      const res = await fetch(`/media/cover/goods-1.png?w=600&h=400&title=${encodeURIComponent('初级会计实务')}&sub=${encodeURIComponent('张敏 主讲')}`)
      expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'image/png'])
      const img = await decode(res.rawPayload)
      expect([img.width, img.height]).toEqual([600, 400])
      const layout = captionLayout(600, 400, { title: '初级会计实务', sub: '张敏 主讲' })!
      const [top, height] = layout.band
      // text: many white pixels inside the band, none in the bare gradient there
      expect(whiteIn(img, top, top + height)).toBeGreaterThan(2000)
      expect(whiteIn(bare, top, top + height)).toBe(0)
      // outside the band the two are the same gradient (resvg's and ours round a little differently)
      for (const [x, y] of [[0, 0], [300, 10], [599, Math.floor(top) - 2]]) {
        img.at(x, y).forEach((v, i) => expect(Math.abs(v - bare.at(x, y)[i])).toBeLessThanOrEqual(6))
      }
    })

    it('shows the whole caption: every character of title and subtitle is on some line (nothing cut, no ellipsis)', () => {
      const seen = new Set<string>()
      for (const u of seededPictureUrls()) {
        const { w, h, caption } = captionOf(u)
        const id = JSON.stringify([w, h, caption])
        if (seen.has(id) || !caption.title) continue
        seen.add(id)
        const layout = captionLayout(w, h, caption)!
        const text = layout.lines.map((l) => l.text).join('')
        if (caption.initial) expect(text).toBe([...caption.title][0])
        else expect(strip(text)).toBe(strip(caption.title + (caption.sub ?? '')))
        // no line starts with a closing mark or ends with an opening one
        for (const l of layout.lines) expect(l.text).not.toMatch(/^[，。、：；！？）》」』]|[（《「『]$/)
      }
      expect(seen.size).toBeGreaterThan(500)
    })

    it('keeps the text inside the picture, at every seeded size, for the longest captions allowed', () => {
      const sizes = new Set(seededPictureUrls().map((u) => `${captionOf(u).w}x${captionOf(u).h}`))
      // the widest captions the route takes: 40 CJK characters, and wide Latin letters (W, M) without a break
      for (const size of sizes) {
        const [w, h] = size.split('x').map(Number)
        for (const title of ['会'.repeat(CAPTION_MAX), `Excel ${'WM'.repeat(15)} 2025`]) {
          for (const caption of [{ title }, { title, sub: '张'.repeat(CAPTION_MAX) }]) {
            const layout = captionLayout(w, h, caption)!
            // the whole title; the subtitle whole or (no room left) not at all
            expect([strip(title + (caption.sub ?? '')), strip(title)]).toContain(strip(layout.lines.map((l) => l.text).join('')))
            // the text alone (gradient and shade removed) measured by the renderer
            const text = captionSvg('k', w, h, caption).replace(/<defs>.*<\/defs>|<rect[^>]*\/>/g, '')
            const box = renderSvg(text).getBBox()!
            expect(box.x).toBeGreaterThanOrEqual(0)
            expect(box.y).toBeGreaterThanOrEqual(0)
            expect(box.x + box.width).toBeLessThanOrEqual(w)
            expect(box.y + box.height).toBeLessThanOrEqual(h)
          }
        }
      }
      expect(sizes.size).toBeGreaterThan(8)
    })

    it('white text has a contrast of at least 4.5:1 on the shade of every seeded key', () => {
      const keys = new Set(seededPictureUrls().map((u) => captionOf(u).key))
      for (const key of keys) {
        const o = shadeFor(key)
        for (const c of coverColours(key)) expect(whiteContrast(c.map((v) => v * (1 - o)) as [number, number, number])).toBeGreaterThanOrEqual(4.5)
      }
    })

    it('breaks lines where they read well: at spaces and punctuation, never inside a Latin word or number', () => {
      expect(wrap('真账实操：一个月的账怎么做', 9, 3)).toEqual(['真账实操：', '一个月的账怎么做'])
      expect(wrap('第1讲 课程导学与备考规划', 10, 3)).toEqual(['第1讲', '课程导学与备考规划'])
      const lines = wrap('2025年Excel财务函数速成', 5, 5)!
      expect(lines.join('')).toBe('2025年Excel财务函数速成')
      for (const word of ['2025', 'Excel']) expect(lines.some((l) => l.includes(word))).toBe(true)
      expect(wrap('初级会计', 10, 1)).toEqual(['初级会计'])
      expect(wrap('一二三四五六七八九十', 3, 2)).toBeNull()
    })

    it('an avatar shows the surname; an icon its whole short name', () => {
      expect(captionLayout(96, 96, { title: '王晓丽', initial: true })!.lines.map((l) => l.text)).toEqual(['王'])
      expect(captionLayout(96, 96, { title: 'alice', initial: true })!.lines.map((l) => l.text)).toEqual(['A'])
      expect(captionLayout(96, 96, { title: '就业常识问答' })!.lines.map((l) => l.text).join('')).toBe('就业常识问答')
      expect(captionLayout(8, 8, { title: '字' })).toBeNull()
    })

    it('a caption is text: XML in it is escaped and drawn (200), not read as markup', async () => {
      const hostile = '<svg onload="x">&amp;</text>]]><!ENTITY a "b">\''
      const svg = captionSvg('x', 300, 200, { title: hostile })
      // only the template's own elements; the caption comes back whole from the text nodes
      expect(svg.match(/<[a-zA-Z]+/g)!.filter((tag) => tag !== '<text')).toEqual(['<svg', '<defs', '<linearGradient', '<stop', '<stop', '<rect', '<rect'])
      const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1])
      const unescape = (s: string) => s.replace(/&(lt|gt|quot|apos|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[e]!)
      expect(texts.map(unescape).join('').replace(/\s/g, '')).toBe(hostile.replace(/\s/g, ''))
      const bare = await fetch('/media/cover/x.png?w=300&h=200')
      const res = await fetch(`/media/cover/x.png?w=300&h=200&title=${encodeURIComponent(hostile.slice(0, CAPTION_MAX))}&sub=${encodeURIComponent('</svg>')}`)
      expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'image/png'])
      expect(res.rawPayload.equals(bare.rawPayload)).toBe(false)
    })

    it('refuses a caption over 40 characters or with control characters, and a bad initial flag: the error envelope, no picture', async () => {
      for (const q of [
        ...['字'.repeat(41), 'a\u0000b', '第一行\n第二行', 'a\u0085b', 'a\u2028b'].map((bad) => `title=${encodeURIComponent(bad)}`),
        `title=a&sub=${encodeURIComponent('长'.repeat(41))}`,
        'title=a&initial=2',
      ]) {
        const res = await fetch(`/media/cover/x.png?w=300&h=200&${q}`)
        expect(res.headers['content-type']).toContain('application/json')
        expect(res.json().code).toBe(400)
      }
      expect((await fetch(`/media/cover/x.png?w=300&h=200&title=${encodeURIComponent('字'.repeat(40))}`)).statusCode).toBe(200)
    })

    it('coverPath cuts a long caption to 40 characters and encodes it; a different caption is a different URL', () => {
      const path = coverPath('k', 10, 10, { title: '长'.repeat(50), sub: 'a&b' })
      expect(decodeURIComponent(new URL(path, 'http://x').searchParams.get('title')!)).toBe('长'.repeat(40))
      expect(new URL(path, 'http://x').searchParams.get('sub')).toBe('a&b')
      expect(coverPath('k', 10, 10)).toBe('/media/cover/k.png?w=10&h=10')
      expect(coverPath('k', 96, 96, { title: '王芳', initial: true })).toBe(`/media/cover/k.png?w=96&h=96&title=${encodeURIComponent('王芳')}&initial=1`)
      expect(coverPath('k', 10, 10, { title: 'a' })).not.toBe(coverPath('k', 10, 10, { title: 'b' }))
    })

    it('without the font: the plain gradient, and one clear message naming the font and how to install it', async () => {
      const saved = process.env.PICTURE_FONT
      const error = jest.spyOn(console, 'error').mockImplementation(() => {})
      try {
        process.env.PICTURE_FONT = '/nonexistent/font.ttc'
        await jest.isolateModulesAsync(async () => {
          const { picturePng: draw } = await import('../lib/media/picture')
          expect(draw('k', 30, 20, { title: '标题' }).equals(gradientPng('k', 30, 20))).toBe(true)
          draw('k', 30, 20, { title: '标题' })
        })
        expect(error).toHaveBeenCalledTimes(1)
        expect(error.mock.calls[0][0]).toMatch(/\/nonexistent\/font\.ttc.*fonts-wqy-zenhei/)
      } finally {
        if (saved === undefined) delete process.env.PICTURE_FONT
        else process.env.PICTURE_FONT = saved
        error.mockRestore()
      }
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
