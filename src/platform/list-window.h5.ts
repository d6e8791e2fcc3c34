/**
 * H5 draws long lists whole (the browser copes, and its scroll anchoring and kept places rely on the items being
 * there): see list-window.weapp.ts for the mini-program's windows.
 */
export const WINDOW_LISTS = false
export const NEAR_SCREEN_PX = 1000

export interface NearScreen {
  near: boolean
  height: number
}

export function useNearScreen(_id: string, _margin = NEAR_SCREEN_PX): NearScreen {
  return { near: true, height: 0 }
}
