/**
 * Paths of the generated pictures served by GET /media/cover/<key>.png (routes/media.ts). A caption (what the picture
 * shows: a banner's headline, a course's name and teacher, a person's name) is drawn on it; being part of the URL, a
 * changed caption is a new URL, so the year-long cache never shows an old one.
 */
export function coverPath(key: string, w: number, h: number, caption?: { title: string; sub?: string }): string {
  const base = `/media/cover/${key}.png?w=${w}&h=${h}`
  if (!caption?.title) return base
  const clip = (s: string) => [...s].slice(0, CAPTION_MAX).join('')
  return `${base}&title=${encodeURIComponent(clip(caption.title))}${caption.sub ? `&sub=${encodeURIComponent(clip(caption.sub))}` : ''}`
}

/** The longest caption line a picture takes (characters); longer ones are cut by coverPath and refused by the route. */
export const CAPTION_MAX = 40
