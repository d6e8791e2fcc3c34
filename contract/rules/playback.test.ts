import crypto from 'node:crypto'
import { PLAYBACK_TS_WINDOW_MS, playbackSign, playbackTokenForm, playbackTsFresh } from './playback'

// Section 7: "POST /polyv/service/v1/token (form: userId, videoId, viewerId, ts, sign hash)".
const fields = { userId: 'sbx-polyv-user', videoId: 'pv-111-1', viewerId: '7', ts: 1_748_138_400_000 }

describe('the sign: uppercase MD5 of key + names and values in ASCII order + key', () => {
  it('is the MD5 the server computes (node:crypto, the same concatenation)', () => {
    const expected = crypto
      .createHash('md5')
      .update('k3y' + 'ts1748138400000' + 'userIdsbx-polyv-user' + 'videoIdpv-111-1' + 'viewerId7' + 'k3y')
      .digest('hex')
      .toUpperCase()
    expect(playbackSign(fields, 'k3y')).toBe(expected)
    expect(playbackSign(fields, 'k3y')).toMatch(/^[0-9A-F]{32}$/)
  })

  it('does not depend on the order the fields are given in', () => {
    const { ts, viewerId, videoId, userId } = fields
    expect(playbackSign({ ts, viewerId, videoId, userId }, 'k')).toBe(playbackSign(fields, 'k'))
  })

  it.each<[string, Partial<typeof fields> | null, string]>([
    ['another video', { videoId: 'pv-111-2' }, 'k'],
    ['another viewer', { viewerId: '8' }, 'k'],
    ['another time', { ts: fields.ts + 1 }, 'k'],
    ['another account', { userId: 'other' }, 'k'],
    ['another key', null, 'other-key'],
  ])('changes with %s', (_name, change, key) => {
    expect(playbackSign({ ...fields, ...change }, key)).not.toBe(playbackSign(fields, 'k'))
  })

  it('the form is the fields and their sign', () => {
    expect(playbackTokenForm(fields, 'k')).toEqual({ ...fields, sign: playbackSign(fields, 'k') })
  })
})

describe('ts: 13-digit milliseconds within 10 minutes of the clock', () => {
  const now = fields.ts
  it.each<[string, number, boolean]>([
    ['now', now, true],
    ['10 minutes old', now - PLAYBACK_TS_WINDOW_MS, true],
    ['10 minutes and 1 ms old', now - PLAYBACK_TS_WINDOW_MS - 1, false],
    ['10 minutes ahead', now + PLAYBACK_TS_WINDOW_MS, true],
    ['further ahead', now + PLAYBACK_TS_WINDOW_MS + 1, false],
    ['seconds, not milliseconds', Math.floor(now / 1000), false],
    ['not a whole number', now + 0.5, false],
  ])('%s: %p', (_name, ts, fresh) => {
    expect(playbackTsFresh(ts, now)).toBe(fresh)
  })
})
