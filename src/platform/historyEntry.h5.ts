/**
 * How the page being made now was reached (H5): from the history (Back or Forward, or the document reloaded or
 * restored) or by a new visit (a link, a redirect, a URL typed or opened in this tab). A page's kept place
 * (useReturnPoint) belongs to the first kind only. Taro's router (@tarojs/router) renders a page after its history
 * tells it of a move (PUSH, REPLACE, POP); the first page comes from the document's own load, with no move.
 */
import { history } from '@tarojs/router'

type Move = 'load' | 'PUSH' | 'REPLACE' | 'POP'

let lastMove: Move = 'load'
let listening = false

/** How this document was loaded (the Navigation Timing entry: navigate, reload, back_forward, prerender). */
function documentLoadType(): string {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined
  return entry?.type ?? 'navigate'
}

/** True when the page being made now comes back from the history rather than by a new visit. Call while the page is made. */
export function pageOpenedFromHistory(): boolean {
  if (!listening && history) {
    listening = true
    history.listen(({ action }) => { lastMove = action as Move })
  }
  if (lastMove === 'load') return documentLoadType() === 'reload' || documentLoadType() === 'back_forward'
  return lastMove === 'POP'
}
