/**
 * How the page being made now was reached (the mini-program): WeChat keeps every page of the stack alive, so a page
 * that comes back is shown again (onShow), never made anew; a page made now is always a new visit (H5:
 * history-entry.h5.ts).
 */
export function pageOpenedFromHistory(): boolean {
  return false
}
