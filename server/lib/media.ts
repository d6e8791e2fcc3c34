/** Paths of the generated cover images served by GET /media/cover/<key>.png (routes/media.ts). */
export const coverPath = (key: string, w: number, h: number) => `/media/cover/${key}.png?w=${w}&h=${h}`
