import { isBooked, zoneSiblings, zoneUrl } from './knowledgeDetail'

// Section 7 "ifSubscribe"; section 3 "Audition: immediately 1, received 2, book 3".
describe('isBooked: an audition to book that ifSubscribe says is booked', () => {
  it.each<[string, Parameters<typeof isBooked>[0], boolean | null, boolean]>([
    ['to book, booked', 'book', true, true],
    ['to book, not booked', 'book', false, false],
    ['to book, not known yet', 'book', null, false],
    ['open now (play), booked earlier', 'play', true, false],
    ['owned (study)', 'study', true, false],
  ])('%s -> %p', (_name, action, subscribed, booked) => {
    expect(isBooked(action, subscribed)).toBe(booked)
  })
})

// Section 9: "Knowledge-store tab ids: ... jycswd 4, kczq 2, ... zygh 6. Zone ids: shicao 4 ...; job 10–12; company 13–15".
describe('zoneUrl: the zone page on the zone (knowZone answers id and typeId)', () => {
  it.each<[string, { id: number; typeId: number }, string | undefined]>([
    ['shicao (4) of kczq (2)', { id: 4, typeId: 2 }, '/kczq?typeId=2&knowZoneId=4'],
    ['a job zone (11) of jycswd (4)', { id: 11, typeId: 4 }, '/job?typeId=4&knowZoneId=11'],
    ['a company zone (14) of zygh (6)', { id: 14, typeId: 6 }, '/zygh?typeId=6&knowZoneId=14'],
    ['a tab no page serves', { id: 99, typeId: 42 }, undefined],
  ])('%s', (_name, zone, url) => {
    expect(zoneUrl(zone)).toBe(url)
  })
})

describe('zoneSiblings: the zone\'s other goods, at most 3, in its order', () => {
  const goods = [501, 502, 503, 504, 505].map((id) => ({ id }))
  it('leaves the goods shown out', () => {
    expect(zoneSiblings(goods, 502).map((g) => g.id)).toEqual([501, 503, 504])
  })
  it('a zone of the goods alone: none', () => {
    expect(zoneSiblings([{ id: 7 }], 7)).toEqual([])
  })
})
