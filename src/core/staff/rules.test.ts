import { canBind, inGroupOf, liveQwToken, qwTokenToStore, showsHomeTab, QW_TOKEN_MS } from './rules'

// docs/spec/content-access.md section 2: "The home tab is shown only to bound sales staff on client 2"; section 6: "Bound sales
// staff (enterprise-messaging qw user id, bind status, client 2): sees the home tab"; section 4: "qwToken lasts 30 days".
describe('showsHomeTab', () => {
  it.each([
    [true, 2, 1, 'ZhangMin', true],
    [true, 1, 1, 'ZhangMin', false],
    [true, 2, 0, null, false],
    [true, 2, 1, null, false],
    [true, 2, 0, 'ZhangMin', false],
    [false, 2, 1, 'ZhangMin', false],
    [true, undefined, 1, 'ZhangMin', false],
    [true, 2, undefined, undefined, false],
  ])('logged in %p, client %p, bind %p, qw user %p -> %p', (loggedIn, userClient, bindStatus, qwUserId, out) => {
    expect(showsHomeTab({ loggedIn, userClient, bindStatus, qwUserId })).toBe(out)
  })
})

describe('canBind: an unbound user of client 2', () => {
  it.each([
    [true, 2, 0, true],
    [true, 2, 1, false],
    [true, 1, 0, false],
    [false, 2, 0, false],
  ])('logged in %p, client %p, bind %p -> %p', (loggedIn, userClient, bindStatus, out) => {
    expect(canBind({ loggedIn, userClient, bindStatus, qwUserId: null })).toBe(out)
  })

  // Section 7 "Account": "wxGetUserInfo (token; code 4007 means not in a group, treated as false)".
  it.each([
    [true, true],
    [undefined, true],
    [false, false],
  ])('in the group %p -> %p (client 2, unbound)', (inGroup, out) => {
    expect(canBind({ loggedIn: true, userClient: 2, bindStatus: 0, qwUserId: null, inGroup })).toBe(out)
  })
})

describe('inGroupOf: "code 4007 means not in a group, treated as false"', () => {
  it.each([
    [200, true],
    [4007, false],
    [401, undefined],
    [404, undefined],
    [0, undefined],
  ])('code %p -> %p', (code, out) => {
    expect(inGroupOf(code)).toBe(out)
  })
})

describe('liveQwToken: the stored qw token while it lives', () => {
  const now = 1_750_000_000_000
  it.each([
    [{ token: 'q', expireTime: now + 1 }, 'q'],
    [{ token: 'q', expireTime: now }, ''],
    [{ token: 'q', expireTime: now - 1 }, ''],
    [{ token: '', expireTime: now + 1 }, ''],
    [{ token: 'q' }, ''],
    ['q', ''],
    [null, ''],
    [undefined, ''],
  ])('%p -> %p', (stored, out) => {
    expect(liveQwToken(stored, now)).toBe(out)
  })
})

describe('qwTokenToStore: 30 days at most', () => {
  const now = 1_750_000_000_000
  it.each([
    [now + QW_TOKEN_MS, now + QW_TOKEN_MS],
    [now + 1000, now + 1000],
    [now + QW_TOKEN_MS * 2, now + QW_TOKEN_MS],
    [undefined, now + QW_TOKEN_MS],
    [now - 5, now + QW_TOKEN_MS],
  ])('expireTime %p -> %p', (expireTime, out) => {
    expect(qwTokenToStore('q', expireTime, now)).toEqual({ token: 'q', expireTime: out })
  })
})
