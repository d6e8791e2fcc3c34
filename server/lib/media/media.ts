/**
 * Paths of the generated pictures served by GET /media/cover/<key>.png (routes/media.ts). A caption (what the picture
 * shows: a banner's headline, a course's name and teacher, an article's title, a person's name) is drawn on it; being
 * part of the URL, a changed caption is a new URL, so the year-long cache never shows an old one.
 */

/** The longest caption line a picture takes (characters); longer ones are cut by coverPath and refused by the route. */
export const CAPTION_MAX = 40

export interface Caption {
  title: string
  sub?: string
  /** An avatar: only the first character of the title (a surname) is drawn. */
  initial?: boolean
}

export function coverPath(key: string, w: number, h: number, caption?: Caption): string {
  const base = `/media/cover/${key}.png?w=${w}&h=${h}`
  if (!caption?.title) return base
  const clip = (s: string) => encodeURIComponent([...s].slice(0, CAPTION_MAX).join(''))
  return `${base}&title=${clip(caption.title)}${caption.sub ? `&sub=${clip(caption.sub)}` : ''}${caption.initial ? '&initial=1' : ''}`
}
