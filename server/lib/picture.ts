import fs from 'node:fs'
import { Resvg } from '@resvg/resvg-js'
import { CAPTION_MAX } from './media'
import { coverColours, gradientPng } from './png'

/**
 * Seeded pictures that show what they are: the key's gradient with its caption (a banner's headline, a course's name
 * and teacher, an article's title, a person's name) drawn on it, so a screenshot tells a banner from an empty box.
 * An SVG drawn to PNG by resvg (Rust, shipped as an npm binary) with the WenQuanYi Zen Hei font of Debian's
 * fonts-wqy-zenhei (CI installs it); without that font the picture is the plain gradient, and the server says so once.
 */

export { CAPTION_MAX }
export const FONT_FILE = process.env.PICTURE_FONT || '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc'

let fontMissingLogged = false
function fontAvailable(): boolean {
  if (fs.existsSync(FONT_FILE)) return true
  if (!fontMissingLogged) {
    fontMissingLogged = true
    console.warn(`[media] ${FONT_FILE} is missing (apt-get install fonts-wqy-zenhei): pictures are drawn without captions`)
  }
  return false
}

const xml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)
const rgb = ([r, g, b]: [number, number, number]) => `rgb(${r},${g},${b})`

/** Lines of at most `perLine` characters (a CJK glyph counts 1, a Latin letter or digit 0.55), at most `maxLines`. */
export function wrap(text: string, perLine: number, maxLines: number): string[] {
  const lines: string[] = []
  let line = ''
  let width = 0
  for (const ch of [...text]) {
    const w = ch.charCodeAt(0) <= 0xff ? 0.55 : 1
    if (width + w > perLine && line) {
      lines.push(line)
      line = ''
      width = 0
    }
    line += ch
    width += w
  }
  if (line) lines.push(line)
  if (lines.length <= maxLines) return lines
  const kept = lines.slice(0, maxLines)
  kept[maxLines - 1] = `${[...kept[maxLines - 1]].slice(0, -1).join('')}…`
  return kept
}

/** The SVG of a captioned picture: title (bold, wrapped to fit) and subtitle, centred, with a shade behind for contrast. */
export function captionSvg(key: string, width: number, height: number, title: string, subtitle = ''): string {
  const [a, b] = coverColours(key)
  const small = Math.max(width, height) <= 240
  // Small pictures (icons, avatars) show the first character or two, large.
  if (small) {
    const glyphs = [...title].slice(0, 2).join('')
    const size = Math.round(Math.min(width, height) * (glyphs.length > 1 ? 0.36 : 0.5))
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${rgb(a)}"/><stop offset="1" stop-color="${rgb(b)}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/><rect width="100%" height="100%" fill="rgba(0,0,0,0.18)"/>
<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="WenQuanYi Zen Hei" font-size="${size}" fill="#fff">${xml(glyphs)}</text>
</svg>`
  }
  const titleSize = Math.max(14, Math.round(Math.min(height * 0.16, width * 0.075)))
  const subSize = Math.round(titleSize * 0.62)
  const perLine = Math.max(4, Math.floor((width * 0.86) / titleSize))
  const lines = wrap(title, perLine, height / titleSize > 4.5 ? 2 : 1)
  const subs = subtitle ? wrap(subtitle, Math.floor((width * 0.86) / subSize), 1) : []
  const blockHeight = lines.length * titleSize * 1.3 + (subs.length ? subSize * 1.6 : 0)
  // The caption sits in the lower part, clear of the centre where a player draws its play button; a block that
  // fills most of the picture stays centred.
  const top = blockHeight < height * 0.45 ? height * 0.9 - blockHeight - titleSize * 0.4 : (height - blockHeight) / 2
  let y = top + titleSize
  const texts: string[] = []
  for (const l of lines) {
    texts.push(`<text x="50%" y="${y.toFixed(1)}" text-anchor="middle" font-family="WenQuanYi Zen Hei" font-weight="bold" font-size="${titleSize}" fill="#fff">${xml(l)}</text>`)
    y += titleSize * 1.3
  }
  for (const s of subs) {
    texts.push(`<text x="50%" y="${(y + subSize * 0.2).toFixed(1)}" text-anchor="middle" font-family="WenQuanYi Zen Hei" font-size="${subSize}" fill="#fff" fill-opacity="0.92">${xml(s)}</text>`)
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${rgb(a)}"/><stop offset="1" stop-color="${rgb(b)}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<rect x="0" y="${(top - titleSize * 0.6).toFixed(1)}" width="100%" height="${(blockHeight + titleSize * 1.0).toFixed(1)}" fill="rgba(0,0,0,0.28)"/>
${texts.join('\n')}
</svg>`
}

/** The picture as PNG: captioned when there is a caption and the font, else the key's plain gradient. */
export function picturePng(key: string, width: number, height: number, title?: string, subtitle?: string): Buffer {
  if (!title || !fontAvailable()) return gradientPng(key, width, height)
  const svg = captionSvg(key, width, height, title, subtitle)
  const resvg = new Resvg(svg, { font: { fontFiles: [FONT_FILE], loadSystemFonts: false, defaultFontFamily: 'WenQuanYi Zen Hei' } })
  return resvg.render().asPng()
}
