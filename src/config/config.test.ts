// Reading the configuration switch of the mini-program's virtual-payment path (TARO_APP_WEAPP_VIRTUAL_PAY).
function switchWith(value: string | undefined): boolean {
  const saved = process.env.TARO_APP_WEAPP_VIRTUAL_PAY
  if (value === undefined) delete process.env.TARO_APP_WEAPP_VIRTUAL_PAY
  else process.env.TARO_APP_WEAPP_VIRTUAL_PAY = value
  let on: boolean | undefined
  jest.isolateModules(() => {
    on = jest.requireActual<typeof import('./index')>('./index').WEAPP_VIRTUAL_PAY
  })
  if (saved === undefined) delete process.env.TARO_APP_WEAPP_VIRTUAL_PAY
  else process.env.TARO_APP_WEAPP_VIRTUAL_PAY = saved
  return on!
}

it.each<[string | undefined, boolean]>([
  [undefined, true],
  ['', true],
  ['on', true],
  ['off', false],
  ['OFF', false],
  ['0', false],
])('TARO_APP_WEAPP_VIRTUAL_PAY=%p: virtual payment %p', (value, on) => expect(switchWith(value)).toBe(on))

// The national-guidance schools (section 4: "pending gives cancel (not for three special national-guidance schools)"):
// TARO_APP_NATIONAL_GUIDANCE_SCHOOLS, by default the group the reference server's seed marks.
function guidanceWith(value: string | undefined): readonly number[] {
  const saved = process.env.TARO_APP_NATIONAL_GUIDANCE_SCHOOLS
  if (value === undefined) delete process.env.TARO_APP_NATIONAL_GUIDANCE_SCHOOLS
  else process.env.TARO_APP_NATIONAL_GUIDANCE_SCHOOLS = value
  let ids: readonly number[] = []
  jest.isolateModules(() => {
    ids = jest.requireActual<typeof import('./index')>('./index').NATIONAL_GUIDANCE_SCHOOLS
  })
  if (saved === undefined) delete process.env.TARO_APP_NATIONAL_GUIDANCE_SCHOOLS
  else process.env.TARO_APP_NATIONAL_GUIDANCE_SCHOOLS = saved
  return ids
}

describe('TARO_APP_NATIONAL_GUIDANCE_SCHOOLS', () => {
  it('unset: the schools the reference server\'s seed marks as the national-guidance group', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { NATIONAL_GUIDANCE_SCHOOLS: seeded } = require('../../server/db/seeds/places') as typeof import('../../server/db/seeds/places')
    expect([...guidanceWith(undefined)].sort((a, b) => a - b)).toEqual(Object.keys(seeded).map(Number).sort((a, b) => a - b))
    expect(guidanceWith('')).toEqual(guidanceWith(undefined))
  })
  it('set: those schools, or none', () => {
    expect(guidanceWith('12,13')).toEqual([12, 13])
    expect(guidanceWith('none')).toEqual([])
  })
})
