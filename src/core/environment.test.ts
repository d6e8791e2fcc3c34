import { detectEnvironment } from './environment'

const UA = {
  iosWeChat: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40(0x18002831) NetType/WIFI Language/zh_CN',
  androidQQ: 'Mozilla/5.0 (Linux; Android 12; M2012K11AC) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/89.0 Mobile Safari/537.36 V1_AND_SQ_8.9.0_3060_YYB_D QQ/8.9.0.9040 NetType/WIFI',
  qqBrowser: 'Mozilla/5.0 (Linux; U; Android 11; zh-cn) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 MQQBrowser/12.1 Mobile Safari/537.36',
  alipay: 'Mozilla/5.0 (Linux; Android 10) AppleWebKit/537.36 Chrome/69.0 Mobile Safari/537.36 AlipayClient/10.2.80',
  nativeApp: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 kuaijiapp/5.2.0',
  safari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
}

it.each<[keyof typeof UA, Partial<ReturnType<typeof detectEnvironment>>]>([
  ['iosWeChat', { isIOS: true, inWeChat: true, inQQ: false, inAlipay: false, inNativeApp: false }],
  ['androidQQ', { isAndroid: true, inQQ: true, inWeChat: false }],
  ['qqBrowser', { isAndroid: true, inQQ: false, inWeChat: false }],
  ['alipay', { inAlipay: true, inWeChat: false }],
  ['nativeApp', { isIOS: true, inNativeApp: true, inWeChat: false }],
  ['safari', { isIOS: true, inWeChat: false, inQQ: false, inAlipay: false, inNativeApp: false }],
  ['chromeAndroid', { isAndroid: true, isIOS: false, inWeChat: false }],
])('%s', (name, expected) => {
  expect(detectEnvironment(UA[name])).toMatchObject(expected)
})

it('the mini-program is not the messenger browser even though its user agent says MicroMessenger', () => {
  expect(detectEnvironment(UA.iosWeChat, true)).toMatchObject({ isMiniProgram: true, inWeChat: false, isIOS: true })
})
