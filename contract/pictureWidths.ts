/**
 * The widths a generated picture is served at (/media/cover/<key>.png?sw=): the app asks for one of them, the server
 * scales to it and refuses any other, so every picture shown about that wide shares one URL and stays in every cache
 * (src/core/picture.ts has the rest of the rule).
 */
/** The widths (device pixels) a picture is served at. */
export const PICTURE_WIDTHS = [64, 128, 256, 384, 512, 768] as const

/** The served width for a picture shown `shown` device pixels wide: the first step at least that wide (the last, past it). */
export function pictureWidth(shown: number): number {
  return PICTURE_WIDTHS.find((w) => w >= shown) ?? PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1]
}
