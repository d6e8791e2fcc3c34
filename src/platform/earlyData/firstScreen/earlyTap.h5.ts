/**
 * A tap on the first screen before the app can take it is not lost: the layer keeps it (where, on which of the page's
 * elements) and shades that element as pressed; once the app has drawn the same element at that place, the app's side
 * (src/platform/firstScreen.h5.ts) passes the tap on to it. Until the app has drawn its page the layer takes taps
 * (there is nothing beneath it to take them); from then on it lets them through.
 */
import type { EarlyTap } from './handoff'

/** The pressed shade of a kept tap (the app's own pressed states are short-lived too). */
export const PENDING_OPACITY = '0.6'

export function keepEarlyTaps(layer: HTMLElement): void {
  layer.addEventListener('click', (event) => {
    const el = (event.target as Element).closest('[class]')
    if (!el || !layer.contains(el)) return
    const tap: EarlyTap = { x: event.clientX, y: event.clientY, className: el.classList[0], at: location.pathname + location.search }
    window.__firstScreenTap = tap
    for (const pressed of layer.querySelectorAll<HTMLElement>('[data-pending]')) {
      pressed.style.opacity = ''
      delete pressed.dataset.pending
    }
    if (el instanceof HTMLElement) {
      el.dataset.pending = ''
      el.style.opacity = PENDING_OPACITY
    }
  })
}
