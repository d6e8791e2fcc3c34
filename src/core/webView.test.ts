// The mini-program's <web-view>: https on a configured business domain only.
import { parseDomains, webViewAllows, pagePath, PathUndefinedError } from './webView'

it('reads the configured domains', () => {
  expect(parseDomains(' loan.example.com, .kuaiji.com ,,')).toEqual(['loan.example.com', '.kuaiji.com'])
  expect(parseDomains(undefined)).toEqual([])
})

describe('webViewAllows', () => {
  const domains = parseDomains('loan.example.com,.kuaiji.com')
  it.each<[string, boolean]>([
    ['https://loan.example.com/apply?app=3', true],
    ['https://LOAN.example.com', true],
    ['https://loan.example.com:8443/x', true],
    ['https://m.kuaiji.com/sign', true],
    ['https://kuaiji.com/sign', true],
    ['http://loan.example.com/apply', false], // not https
    ['http://127.0.0.1:3100/sandbox/loan?app=1', false],
    ['https://evil.example.com/loan.example.com', false],
    ['https://loan.example.com.evil.com/', false],
    ['https://user@loan.example.com/', false],
    ['https://notkuaiji.com/', false],
    ['/sandbox/loan?app=1', false],
    ['javascript:alert(1)', false],
  ])('%s: %p', (url, allowed) => {
    expect(webViewAllows(url, domains)).toBe(allowed)
  })
  it('nothing configured: nothing opens in the web-view', () => {
    expect(webViewAllows('https://loan.example.com/', [])).toBe(false)
  })
})

it('"Opening a payment page without a path fails with \'path undefined\'": no path is none', () => {
  for (const none of [undefined, null, '', '   ', 0, {}]) expect(pagePath(none)).toBeNull()
  expect(pagePath(' /sandbox/contract/sign?contractRecordId=1 ')).toBe('/sandbox/contract/sign?contractRecordId=1')
  expect(new PathUndefinedError().message).toBe('页面地址缺失，无法打开')
})
