/**
 * The app's side of the first screen index.html draws before the app runs (src/platform/earlyData/firstScreen),
 * there when the app starts or drawn soon after (a slow answer): that layer stays over the page until the app's own
 * drawing of its largest picture has loaded (then nothing on screen changes as it goes), and goes at once when the
 * address changes (a redirect to login, a tap); after RELEASE_TIMEOUT_MS it goes whatever the page shows.
 * Once the app has drawn its page the layer lets taps through, and a tap it kept before that
 * (./earlyData/firstScreen/earlyTap.h5.ts) is passed on to the app's element at that place, once there is one of the
 * same class (the page's data may still be on its way); it is dropped when the address changed or the time is up.
 */
import { appDrewPage, FIRST_SCREEN_ID } from './earlyData/firstScreen/handoff'
import './earlyData/types'

export const RELEASE_TIMEOUT_MS = 8000

/** Passes the kept tap on when the app's element is there; true once nothing is left to pass on. */
function passEarlyTap(expired: boolean): boolean {
  const tap = window.__firstScreenTap
  if (!tap) return true
  if (expired || tap.at !== location.pathname + location.search) {
    delete window.__firstScreenTap
    return true
  }
  const hit = document.elementFromPoint(tap.x, tap.y)
  const own = hit?.closest(`.${CSS.escape(tap.className)}`)
  if (!hit || !own || !own.closest('#app')) return false
  delete window.__firstScreenTap
  hit.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window, clientX: tap.x, clientY: tap.y }))
  return true
}

export function releaseFirstScreen(): void {
  const until = Date.now() + RELEASE_TIMEOUT_MS
  const check = () => {
    const expired = Date.now() > until
    const layer = document.getElementById(FIRST_SCREEN_ID)
    const drewPage = appDrewPage()
    if (layer && drewPage) layer.style.pointerEvents = 'none'
    const tapsDone = !window.__firstScreenTap || ((drewPage || expired) && passEarlyTap(expired))
    if (layer) {
      const { replacedBy = '', at = '' } = layer.dataset
      const own = replacedBy ? document.querySelector<HTMLImageElement>(`#app ${replacedBy}`) : null
      if ((own && own.complete) || location.pathname + location.search !== at || expired) layer.remove()
    } else if ((!window.__firstScreenPending || expired) && tapsDone) {
      return
    }
    requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
}
