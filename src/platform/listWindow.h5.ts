/**
 * H5 draws long lists whole (the browser copes, and its scroll anchoring and kept places rely on the items being
 * there): see list-window.weapp.ts for the mini-program's windows.
 */
import { NEAR_SCREEN_PX, type NearScreen } from './listWindowTypes'

export const WINDOW_LISTS = false

export function useNearScreen(_id: string, _margin = NEAR_SCREEN_PX): NearScreen {
  return { near: true, height: 0 }
}
