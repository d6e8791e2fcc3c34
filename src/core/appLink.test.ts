import { detectEnvironment } from './environment'
import { appLinkPlan } from './appLink'

const android = detectEnvironment('Mozilla/5.0 (Linux; Android 13) Chrome/120 Mobile')
const ios = detectEnvironment('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1')
const wechat = detectEnvironment('Mozilla/5.0 (Linux; Android 13) MicroMessenger/8.0')
const qq = detectEnvironment('Mozilla/5.0 (Linux; Android 12) QQ/8.9.0.9040')

const links = { scheme: 'kuaijixuetang://study', download: 'https://dl.example.com/app' }

it.each<[string, ReturnType<typeof detectEnvironment>, object]>([
  ['"fallback after 1 s on Android"', android, { kind: 'scheme', fallbackMs: 1000, fallbackUrl: links.download }],
  ['"2 s on iOS"', ios, { kind: 'scheme', fallbackMs: 2000, fallbackUrl: links.download }],
  ['"in messenger ... straight to a download page"', wechat, { kind: 'download', url: links.download }],
  ['"or QQ browser straight to a download page"', qq, { kind: 'download', url: links.download }],
  ['the mini-program shows the address to copy', detectEnvironment('', true), { kind: 'copyDownload', url: links.download }],
])('%s', (_n, env, plan) => {
  expect(appLinkPlan(env, links)).toMatchObject(plan)
})

it('passes the order to the app', () => {
  expect(appLinkPlan(android, links, { orderId: 9 })).toMatchObject({ url: 'kuaijixuetang://study?orderId=9' })
  expect(appLinkPlan(android, { ...links, scheme: 'kjapp://learn' })).toMatchObject({ url: 'kjapp://learn' })
})
