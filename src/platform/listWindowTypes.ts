/** What both platforms' list windows share (list-window.h5.ts, list-window.weapp.ts). */

/** How far from the screen a chunk is still drawn: about a screen's height either way. */
export const NEAR_SCREEN_PX = 1000

export interface NearScreen {
  near: boolean
  /** Height in px the element had when it last left the screen's neighbourhood (0: not known yet). */
  height: number
}
