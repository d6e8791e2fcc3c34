/**
 * The app's side of the first screen index.html draws before the app runs (src/platform/early-data/first-screen),
 * there when the app starts or drawn soon after (a slow answer): that layer stays over the page until the app's own
 * drawing of its largest picture has loaded (then nothing on screen changes as it goes), and goes at once when the
 * address changes (a redirect to login, a tap); after RELEASE_TIMEOUT_MS it goes whatever the page shows.
 */
import { FIRST_SCREEN_ID } from './early-data/first-screen/handoff'
import './early-data/types'

export const RELEASE_TIMEOUT_MS = 8000

export function releaseFirstScreen(): void {
  const until = Date.now() + RELEASE_TIMEOUT_MS
  const check = () => {
    const layer = document.getElementById(FIRST_SCREEN_ID)
    if (layer) {
      const { replacedBy = '', at = '' } = layer.dataset
      const own = replacedBy ? document.querySelector<HTMLImageElement>(`#app ${replacedBy}`) : null
      if ((own && own.complete) || location.pathname + location.search !== at || Date.now() > until) {
        layer.remove()
        return
      }
    } else if (!window.__firstScreenPending || Date.now() > until) {
      return
    }
    requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
}
