import { groupHeadAt, liveTarget, liveTimeText, liveView, playableStream, roomNotice } from './status'

// docs/spec/content-access.md section 3: "Enums: ... Live status 1..4"; section 7: "getLiveInfo, getReplayInfo" (the stream and
// the replay need the token); section 9: "Live time format MM/dd hh:mm-hh:mm with the end date added if on another day".
describe('liveView: label, button, what a tap does and whether it needs a token, by live status', () => {
  it.each([
    [1, '未开始', '查看详情', 'room', true, 'upcoming'],
    [2, '直播中', '进入直播', 'room', true, 'live'],
    [3, '已结束', '', 'none', false, 'past'],
    [4, '可回放', '看回放', 'replay', true, 'past'],
    [0, '已结束', '', 'none', false, 'past'],
    [9, '已结束', '', 'none', false, 'past'],
  ])('status %p -> %p / %p / %p / login %p / %p', (status, label, button, action, needsLogin, group) => {
    expect(liveView(status)).toMatchObject({ label, button, action, needsLogin, group })
  })
})

describe('what the list card, the live room and the share landing show per status (the same on every page)', () => {
  it.each([
    // status, tag colour, the share landing's enter button, 'N人已预约' and the reservation (section 7 "Account":
    // "Subscribe: GET app/subscribeGoods, ..."; only a class not started yet), the room's replay button
    [1, 'warning', '进入直播间', true, true, ''],
    [2, 'danger', '进入直播间', false, false, ''],
    [3, 'default', '', false, false, ''],
    [4, 'success', '观看回放', false, false, '观看回放'],
    [0, 'default', '', false, false, ''],
  ])('status %p: tag %p, enter %p, booked %p, reservable %p, replay %p', (status, tag, enter, showsBooked, reservable, replayButton) => {
    expect(liveView(status)).toMatchObject({ tag, enter, showsBooked, reservable, replayButton })
  })
})

describe('liveTarget', () => {
  it.each([
    [1, '/live?liveId=7'],
    [2, '/live?liveId=7'],
    [3, null],
    [4, '/liveReplay?liveId=7'],
  ])('status %p -> %p', (status, url) => {
    expect(liveTarget(7, status)).toBe(url)
  })
})

describe('playableStream: the stream URL only while live', () => {
  it.each([
    [2, 'https://x/live.m3u8', 'https://x/live.m3u8'],
    [2, null, null],
    [2, '', null],
    [1, 'https://x/live.m3u8', null],
    [3, 'https://x/live.m3u8', null],
    [4, 'https://x/live.m3u8', null],
  ])('status %p url %p -> %p', (status, url, out) => {
    expect(playableStream(status, url)).toBe(out)
  })
})

it('roomNotice says why there is no stream', () => {
  expect(roomNotice(2, false)).toBe('登录后即可观看直播') // a guest: the server sends no stream without the token
  expect(roomNotice(2)).toBe('直播信号连接中...')
  expect(roomNotice(1)).toBe('直播尚未开始，请在开播时间进入')
  expect(roomNotice(3)).toBe('直播已结束，暂无回放')
  expect(roomNotice(4)).toBe('直播已结束，可观看回放')
})

it.each([
  ['2025-05-25 19:00:00', '2025-05-25 21:00:00', '05/25 19:00-21:00'],
  ['2025-05-28 23:00:00', '2025-05-29 01:00:00', '05/28 23:00-05/29 01:00'],
])('liveTimeText %p %p -> %p', (liveStartTime, liveEndTime, out) => {
  expect(liveTimeText({ liveStartTime, liveEndTime })).toBe(out)
})

it('groupHeadAt heads each group once: live, upcoming, past (3 and 4 together)', () => {
  const statuses = [2, 1, 1, 4, 3, 4]
  expect(statuses.map((_, i) => groupHeadAt(statuses, i))).toEqual(['正在直播', '即将开始', null, '往期回顾', null, null])
})
