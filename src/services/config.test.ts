// Reading the configuration switch of the mini-program's virtual-payment path (TARO_APP_WEAPP_VIRTUAL_PAY).
function switchWith(value: string | undefined): boolean {
  const saved = process.env.TARO_APP_WEAPP_VIRTUAL_PAY
  if (value === undefined) delete process.env.TARO_APP_WEAPP_VIRTUAL_PAY
  else process.env.TARO_APP_WEAPP_VIRTUAL_PAY = value
  let on: boolean | undefined
  jest.isolateModules(() => {
    on = jest.requireActual<typeof import('./config')>('./config').WEAPP_VIRTUAL_PAY
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
