/**
 * Pictures served at the size they are shown. A generated picture (/media/cover/<key>.png?w=&h=) is drawn at w x h; a
 * page that shows it smaller asks for `sw`, the width it shows it at in device pixels (its style width in 750-design
 * px: 1 design px is 1 device pixel on a 375 px-wide phone at pixel ratio 2, in both builds), and the server scales
 * the picture down to it, keeping its ratio. Widths come in a few fixed steps (the shown width rounded up), so the
 * pictures shown about that wide share one URL and stay in every cache (WeChat's rule: a picture at most 3x its shown
 * size; a step is never more than twice the width asked for).
 */

import { pictureWidth } from '@contract/pictureWidths'

export { PICTURE_WIDTHS, pictureWidth } from '@contract/pictureWidths'

const COVER = /^\/media\/cover\/[^?#]+(?:\?([^#]*))?$/

/**
 * A generated picture's path asked at the width it is shown (`sw`, a step of PICTURE_WIDTHS); any other path, one
 * that already names a width, and one drawn no wider than the step, as it is.
 */
export function sizedPicture(path: string, shown: number): string {
  const m = COVER.exec(path)
  if (!m || !(shown > 0)) return path
  const query = new URLSearchParams(m[1] ?? '')
  if (query.has('sw')) return path
  const step = pictureWidth(shown)
  const drawn = Number(query.get('w'))
  if (drawn > 0 && drawn <= step) return path
  return `${path}${m[1] === undefined ? '?' : '&'}sw=${step}`
}

/**
 * Style widths (750-design px) of the pictures that index.html's first screen draws as well as the app
 * (src/platform/earlyData/firstScreen): both ask for the same URL, so the picture loads once.
 */
export const SHOWN_WIDTH = { orderCard: 200, orderGoods: 220 } as const
