/**
 * The playback-token call in the spec's form shape (docs/spec/content-access.md section 7 "Sharing and messaging-app": "POST
 * /polyv/service/v1/token (form: userId, videoId, viewerId, ts, sign hash) returning a video playback token with a
 * client-side signature pair"). The fields are those of the video service's token API (polyv's service/v1/token):
 * userId the video account, videoId the clip, viewerId who watches (the learner's uid), ts the 13-digit millisecond
 * time, sign = uppercase MD5 of key + each field's name and value in ASCII order of the names + key.
 *
 * The key ships with the app, so it is no secret: the sign only makes the form whole and recent (the server checks it
 * and the ts window). Who may watch is the learner's token; the server takes the user from it and checks that
 * viewerId names the same learner.
 */
import md5 from 'md5'

export interface PlaybackTokenFields {
  userId: string
  videoId: string
  viewerId: string
  ts: number
}

export interface PlaybackTokenForm extends PlaybackTokenFields {
  sign: string
}

/** ts is good this long either side of the server's clock (the video service's own window). */
export const PLAYBACK_TS_WINDOW_MS = 10 * 60 * 1000

/** key + name1value1name2value2... (names in ASCII order) + key, MD5, uppercase. */
export function playbackSign(fields: PlaybackTokenFields, key: string): string {
  const names = (Object.keys(fields) as (keyof PlaybackTokenFields)[]).sort()
  const joined = names.map((name) => `${name}${fields[name]}`).join('')
  return md5(`${key}${joined}${key}`).toUpperCase()
}

/** The form the client posts. */
export function playbackTokenForm(fields: PlaybackTokenFields, key: string): PlaybackTokenForm {
  return { ...fields, sign: playbackSign(fields, key) }
}

/** Whether a ts is within the window of `now` (13-digit milliseconds). */
export function playbackTsFresh(ts: number, now: number): boolean {
  return Number.isSafeInteger(ts) && Math.abs(now - ts) <= PLAYBACK_TS_WINDOW_MS
}
