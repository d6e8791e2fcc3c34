import fs from 'node:fs'
import { Resvg } from '@resvg/resvg-js'
import { CAPTION_MAX, type Caption } from './media'
import { coverColours } from './colours'
import { readServerEnv } from '../../config'

/**
 * Seeded pictures that show what they are: the key's gradient with its caption drawn on it, so a screenshot tells a
 * banner from an empty box. Three layouts:
 * - cover (banners, course covers, article images): the title, wrapped into balanced lines, and a smaller subtitle,
 *   on a shaded band; the font shrinks until the whole caption fits (nothing is cut off);
 * - badge (icons: both sides at most 200): the whole short name, as large as fits, on 1 to 3 lines;
 * - initial (avatars, caption.initial): the first character of the name (a Chinese surname), large.
 * White text on a shade dark enough for a contrast of at least 4.5:1 with the key's colours. Drawn by resvg (Rust,
 * shipped as an npm binary) with WenQuanYi Zen Hei from Debian's fonts-wqy-zenhei; without that font the picture is
 * the plain gradient and the server says why, once.
 */

export { CAPTION_MAX }
export const FONT_FILE = readServerEnv().PICTURE_FONT ?? '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc'
const FAMILY = 'WenQuanYi Zen Hei'
export const MIN_CONTRAST = 4.5

let fontMissingLogged = false
function fontAvailable(): boolean {
  if (fs.existsSync(FONT_FILE)) return true
  if (!fontMissingLogged) {
    fontMissingLogged = true
    console.error(`[media] font ${FONT_FILE} not found (apt-get install -y fonts-wqy-zenhei, or set PICTURE_FONT): seeded pictures are drawn without captions`)
  }
  return false
}

const xml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)

/** Advance of a character in WenQuanYi Zen Hei, in em (measured with resvg; Latin rounded up). */
export function advance(ch: string): number {
  if (ch.codePointAt(0)! > 0xff) return 1 // CJK and full-width punctuation
  if (/[\s.,:;!|'`·iljI]/.test(ch)) return 0.32
  if (/[mwMW@%]/.test(ch)) return 0.86
  return 0.62
}
export const textWidth = (s: string) => [...s].reduce((n, ch) => n + advance(ch), 0)

const LATIN = /[A-Za-z0-9]/
const NO_LINE_START = /[，。、：；！？）》」』”’·%,.:;!?)\]]/
const NO_LINE_END = /[（《「『“‘([]/
const AFTER_PUNCT = /[\s，。、：；！？）》」』·—,.:;!?)]/

/** Cost of breaking before chars[i]: 0 after a space or punctuation, a little between CJK characters, never inside a Latin word. */
function breakCost(chars: string[], i: number): number {
  const prev = chars[i - 1]
  const next = chars[i]
  if (NO_LINE_START.test(next) || NO_LINE_END.test(prev) || /\s/.test(next)) return Infinity
  if (AFTER_PUNCT.test(prev)) return 0
  if (LATIN.test(prev) && LATIN.test(next)) return Infinity
  return 0.35
}

/**
 * `text` in exactly `n` lines of at most `maxWidth` em, breaking where it reads well and keeping the lines even
 * (least sum of squared slack plus break costs); null if it cannot be done.
 */
function linesOf(chars: string[], n: number, maxWidth: number, costs: number[]): string[] | null {
  const len = chars.length
  const line = (a: number, b: number) => chars.slice(a, b).join('').trim()
  // best[k][i]: least cost of the first i characters in k lines; from[k][i]: where the k-th line starts
  const best = Array.from({ length: n + 1 }, () => new Array<number>(len + 1).fill(Infinity))
  const from = Array.from({ length: n + 1 }, () => new Array<number>(len + 1).fill(0))
  best[0][0] = 0
  for (let k = 1; k <= n; k++) {
    for (let i = 1; i <= len; i++) {
      if (i < len && costs[i] === Infinity) continue
      for (let j = k - 1; j < i; j++) {
        if (best[k - 1][j] === Infinity) continue
        const w = textWidth(line(j, i))
        if (w > maxWidth || w === 0) continue
        const c = best[k - 1][j] + (1 - w / maxWidth) ** 2 + (i < len ? costs[i] : 0)
        if (c < best[k][i]) {
          best[k][i] = c
          from[k][i] = j
        }
      }
    }
  }
  if (best[n][len] === Infinity) return null
  const out: string[] = []
  for (let k = n, i = len; k > 0; k--) {
    out.unshift(line(from[k][i], i))
    i = from[k][i]
  }
  return out
}

/** Break costs; `relaxed`, the last resort: inside a long Latin word, or before a closing mark, at a price. */
function costsOf(chars: string[], relaxed: boolean): number[] {
  const costs = chars.map((_, i) => (i ? breakCost(chars, i) : 0))
  return relaxed ? costs.map((c, i) => (c === Infinity && i && !/\s/.test(chars[i]) && !/\s/.test(chars[i - 1]) ? 5 : c)) : costs
}

/** The fewest lines (at most maxLines) of at most maxWidth em that hold the whole text; null if none do. */
export function wrap(text: string, maxWidth: number, maxLines: number, relaxed = false): string[] | null {
  const chars = [...text.trim()]
  if (!chars.length) return []
  const costs = costsOf(chars, relaxed)
  for (let n = 1; n <= maxLines; n++) {
    const lines = linesOf(chars, n, maxWidth, costs)
    if (lines) return lines
  }
  return null
}

/** The text split into exactly n even lines, or null. */
export function split(text: string, n: number): string[] | null {
  const chars = [...text.trim()]
  return linesOf(chars, n, textWidth(text), costsOf(chars, false)) ?? linesOf(chars, n, textWidth(text), costsOf(chars, true))
}

type RGB = [number, number, number]
const channel = (v: number) => {
  const s = v / 255
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
}
const luminance = ([r, g, b]: RGB) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
/** WCAG contrast of white text on `c`. */
export const whiteContrast = (c: RGB) => 1.05 / (luminance(c) + 0.05)

/** Opacity of the black shade behind the text: at least 0.2, and enough for MIN_CONTRAST on both colours and between. */
export function shadeFor(key: string): number {
  const [a, b] = coverColours(key)
  const mid: RGB = [0, 1, 2].map((i) => (a[i] + b[i]) / 2) as RGB
  const dim = (c: RGB, o: number) => c.map((v) => v * (1 - o)) as RGB
  let o = 0.2
  while (o < 0.9 && [a, b, mid].some((c) => whiteContrast(dim(c, o)) < MIN_CONTRAST)) o += 0.02
  return Math.round(o * 100) / 100
}

export interface TextLine {
  text: string
  /** Baseline, px. */
  y: number
  size: number
}
export interface CaptionLayout {
  kind: 'cover' | 'badge' | 'initial'
  lines: TextLine[]
  /** The shaded band [top, height], px; the whole picture for badges and initials. */
  band: [number, number]
}

/** A CJK glyph's ink is centred about 0.36 em above its baseline in this font. */
const baselineFor = (centre: number, size: number) => centre + size * 0.36
const LINE = 1.3

/** Where each line of the caption goes in a width x height picture, or null when the picture is too small for text. */
export function captionLayout(width: number, height: number, caption: Caption): CaptionLayout | null {
  const title = caption.title.trim()
  const sub = caption.sub?.trim() ?? ''
  if (!title || Math.min(width, height) < 16) return null
  if (caption.initial) {
    const size = Math.min(width, height) * 0.5
    const initial = [...title][0].toUpperCase()
    return { kind: 'initial', lines: [{ text: initial, y: baselineFor(height / 2, size), size }], band: [0, height] }
  }
  if (Math.max(width, height) <= 200) {
    // A badge: the whole name, in the number of lines that lets it be largest.
    let bestLines: string[] = []
    let bestSize = 0
    for (let n = 1; n <= 3; n++) {
      const lines = split(title, n)
      if (!lines) continue
      const size = Math.min((width * 0.8) / Math.max(...lines.map(textWidth)), (height * 0.8) / (n * 1.15), Math.min(width, height) * 0.45)
      if (size > bestSize) [bestLines, bestSize] = [lines, size]
    }
    const top = (height - bestLines.length * bestSize * 1.15) / 2
    const lines = bestLines.map((text, i) => ({ text, y: baselineFor(top + (i + 0.5) * bestSize * 1.15, bestSize), size: bestSize }))
    return { kind: 'badge', lines, band: [0, height] }
  }
  // A cover: the largest title size (down to a floor) at which the title (3 lines at most) and subtitle (2) fit.
  const maxWidth = width * 0.88
  const preferred = Math.min(height * 0.16, width * 0.075)
  const floor = Math.min(preferred, Math.max(11, Math.min(width, height) * 0.07))
  const fit = (size: number, maxTitleLines: number, withSub: boolean, relaxed: boolean) => {
    const t = wrap(title, maxWidth / size, maxTitleLines, relaxed)
    const subSize = Math.max(size * 0.62, Math.min(10, size))
    const s = withSub && sub ? wrap(sub, maxWidth / subSize, 2, relaxed) : []
    if (!t || !s) return null
    const block = t.length * size * LINE + (s.length ? size * 0.3 + s.length * subSize * LINE : 0)
    return block <= height * 0.82 ? { t, s, size, subSize, block } : null
  }
  let found = null
  // Good breaks at any size first; then breaks inside words; last, the title alone at the floor size, in as many
  // lines as the height takes.
  for (const relaxed of [false, true]) {
    for (let size = preferred; size >= floor && !found; size *= 0.94) found = fit(size, 3, true, relaxed)
  }
  found ??= fit(floor, Math.floor((height * 0.82) / (floor * LINE)), false, true)
  if (!found) return null
  const { t, s, size, subSize, block } = found
  // The caption sits in the lower part, clear of the centre where a player draws its play button; a block that
  // fills most of the picture stays centred.
  const pad = size * 0.5
  const top = block < height * 0.45 ? height * 0.9 - block - pad : (height - block) / 2
  const lines: TextLine[] = t.map((text, i) => ({ text, y: baselineFor(top + (i + 0.5) * size * LINE, size), size }))
  let y = top + t.length * size * LINE + size * 0.3
  for (const text of s) {
    lines.push({ text, y: baselineFor(y + (subSize * LINE) / 2, subSize), size: subSize })
    y += subSize * LINE
  }
  const bandTop = Math.max(0, top - pad)
  return { kind: 'cover', lines, band: [bandTop, Math.min(height, top + block + pad) - bandTop] }
}

/** The key's two colours, top-left to bottom-right, over the whole picture (SVG elements). */
function gradient(key: string, width: number, height: number): string {
  const [a, b] = coverColours(key)
  const rgb = ([r, g, bl]: RGB) => `rgb(${r},${g},${bl})`
  return `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${rgb(a)}"/><stop offset="1" stop-color="${rgb(b)}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`
}

/** The key's plain gradient as PNG, drawn by resvg with no font. */
export function gradientPng(key: string, width: number, height: number): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${gradient(key, width, height)}</svg>`
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng()
}

/** The SVG of a captioned picture (the key's gradient, the shade, the caption's lines). */
export function captionSvg(key: string, width: number, height: number, caption: Caption): string {
  const layout = captionLayout(width, height, caption)
  const parts = [gradient(key, width, height)]
  if (layout) {
    const [top, h] = layout.band
    parts.push(`<rect y="${top.toFixed(1)}" width="${width}" height="${h.toFixed(1)}" fill="#000" fill-opacity="${shadeFor(key)}"/>`)
    for (const l of layout.lines) {
      // The cover's title a little heavier (the font has no bold face): a thin white outline.
      const heavy = layout.kind === 'cover' && l.size === layout.lines[0].size ? ` stroke="#fff" stroke-width="${(l.size * 0.025).toFixed(2)}"` : ''
      parts.push(
        `<text x="${width / 2}" y="${l.y.toFixed(1)}" text-anchor="middle" font-family="${FAMILY}" font-size="${l.size.toFixed(1)}" fill="#fff"${heavy}>${xml(l.text)}</text>`,
      )
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${parts.join('')}</svg>`
}

/** Renders an SVG with the caption font only (no system fonts: the same pictures on every machine). */
export function renderSvg(svg: string): Resvg {
  return new Resvg(svg, { font: { fontFiles: [FONT_FILE], loadSystemFonts: false, defaultFontFamily: FAMILY } })
}

/** The picture as PNG: captioned when there is a caption and the font, else the key's plain gradient. */
export function picturePng(key: string, width: number, height: number, caption?: Caption): Buffer {
  if (!caption?.title.trim() || !fontAvailable()) return gradientPng(key, width, height)
  return renderSvg(captionSvg(key, width, height, caption)).render().asPng()
}
