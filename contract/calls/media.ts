/**
 * Routes under a service root that are no call of the contract: the app's request layer never sends them, a media
 * element fetches them. The spec names only the playback-token call (docs/spec/content-access.md section 7: "POST
 * /polyv/service/v1/token ... returns a video playback token") and is silent on where the clip itself comes from; this
 * app reads the token answer's `playUrl` (contract/practice.ts PlaybackToken) as the clip's address, given to a <video>
 * as its src (the practical course player, /audition-play). A request watcher (the contract log, an explorer of the
 * pages) takes these as media, not as unknown calls. docs/practice-and-knowledge.md, "Playback token".
 */
export const MEDIA_ROUTES = [
  /** The practice video's clip: GET /api/practice/polyv/play/<videoId>?playToken=<token> (range requests; 403 without a live token). */
  { method: 'GET', path: '/api/practice/polyv/play/:videoId' },
] as const

/** Whether `method` `pathname` (the API origin's path, no query) is one of MEDIA_ROUTES. */
export function isMediaRoute(method: string, pathname: string): boolean {
  return MEDIA_ROUTES.some((r) => r.method === method.toUpperCase()
    && new RegExp(`^${r.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`).test(pathname))
}
