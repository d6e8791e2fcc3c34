// Where a learner pays on H5 (the rows of the payment matrix, docs/orders-and-payments.md, "Payment matrix"): the user agent each place
// sends, the stand-in bridges it has, and the way to pay the spec's browser rules leave there.
//   channel: how the pay popup's default method pays here
//     'alipay'   the auto-submitted alipay form, the sandbox cashier (payType 1, tradeType 5)
//     'wechatH5' WeChat's H5 payment redirect, the sandbox cashier (2, 2)
//     'jsapi'    WeChat's OAuth base code, then WeixinJSBridge (2, 6)
//   loanMethod: the pay-mode dialog's way to pay a down payment here, or null where the spec's rules leave none
//     ("Value 1 (alipay) is hidden in messenger or QQ browsers"; outside the messenger browser "choosing wechat in
//     the loan flow toasts '微信支付请复制到浏览器打开'": in QQ's browser wechat is offered only to toast that).

const ANDROID = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36'

/** How the pay popup's default method pays in a place (`channel` above). */
export type PayChannel = 'alipay' | 'wechatH5' | 'jsapi'

/** One row of the payment matrix: a place a learner pays on H5. */
export interface Environment {
  /** The place as the tests' titles name it. */
  title: string
  userAgent: string
  /**
   * The place's stand-in bridge, run in every page before the app. Serialized into the page: it may use nothing of
   * this module.
   */
  initScript?: () => void
  channel: PayChannel
  /** The pay-mode dialog's way to pay a down payment here, or null where none is offered (`loanMethod` above). */
  loanMethod: string | null
}

/** The rows of the payment matrix. */
export type EnvironmentName = 'browser' | 'wechat' | 'qq' | 'alipay' | 'app'

/** The page's globals of the messenger's bridge. */
interface WeixinWindow {
  WeixinJSBridge: { invoke(name: string, params: Record<string, unknown>, cb: (res: { err_msg: string }) => void): void }
}

/** A message the page sends to the provider's app through its bridge (docs/sharing-and-bridge.md). */
interface NativeMessage { version: number; action: string; data: unknown; callbackId?: string }

/** The page's globals of the provider's app's bridge: its messages recorded, the page's reply and the bridge. */
interface NativeAppWindow {
  __nativeMessages: NativeMessage[]
  __kuaijiBridgeReply: (raw: string) => void
  KuaijiNative: { postMessage(raw: string): void }
}

/** What the messenger's bridge does: the wallet answers (localStorage e2eWalletResult: ok, cancel, fail), WeChat notifies. */
function weixinBridge() {
  (window as unknown as WeixinWindow).WeixinJSBridge = {
    invoke(_name, params, cb) {
      const result = window.localStorage.getItem('e2eWalletResult') || 'ok'
      fetch('/sandbox/wechat/jsapi-pay', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...params, result }) })
        .then((r) => r.json()).then((r) => cb({ err_msg: r.data.err_msg }))
    },
  }
}

/** The provider's app: its bridge records messages; nobody is logged in in the app (the page has its cookie). */
function nativeApp() {
  const w = window as unknown as NativeAppWindow
  w.__nativeMessages = []
  const reply = (callbackId: string, body: object) => setTimeout(() => w.__kuaijiBridgeReply(JSON.stringify({ callbackId, ...body })), 50)
  w.KuaijiNative = {
    postMessage(raw) {
      const m: NativeMessage = JSON.parse(raw)
      w.__nativeMessages.push(m)
      if (m.callbackId) reply(m.callbackId, m.action === 'getUserInfo' ? { ok: true, data: null } : { ok: false, error: { code: 'cancelled' } })
    },
  }
}

/** The payment matrix's rows by name (each keeps its own type: wechat's and app's initScript are there). */
export const ENVIRONMENTS = {
  browser: {
    title: 'ordinary mobile browser',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    channel: 'alipay',
    loanMethod: '支付宝支付',
  },
  wechat: {
    title: 'WeChat in-app browser',
    userAgent: `${ANDROID} MicroMessenger/8.0.47.2560 NetType/WIFI Language/zh_CN`,
    initScript: weixinBridge,
    channel: 'jsapi',
    loanMethod: '微信支付',
  },
  qq: {
    title: "QQ's in-app browser",
    userAgent: `${ANDROID} V1_AND_SQ_8.9.80_4614_YYB_D QQ/8.9.80.12440 NetType/WIFI WebP/0.3.0 AppId/537170046`,
    channel: 'wechatH5',
    loanMethod: null,
  },
  alipay: {
    title: 'Alipay app',
    userAgent: `${ANDROID} AlipayClient/10.5.86.8000 Language/zh-Hans`,
    channel: 'alipay',
    loanMethod: '支付宝支付',
  },
  app: {
    title: "provider's native app",
    userAgent: `${ANDROID} kuaijiapp/8.2.0`,
    initScript: nativeApp,
    channel: 'alipay',
    loanMethod: '支付宝支付',
  },
} satisfies Record<EnvironmentName, Environment>

/**
 * What jweixin does for this app, recorded for the tests in window.__wxCalls: config, ready, error and the two
 * share-data calls. Served in place of the JS-SDK (Chromium: a route; WebKit: tests/webkit/wechat.ts's proxy).
 */
export const STAND_IN_JSSDK = `window.__wxCalls = window.__wxCalls || [];
window.wx = {
  config: function (c) { window.__wxCalls.push(['config', c]) },
  ready: function (fn) { setTimeout(fn, 0) },
  error: function () {},
  updateAppMessageShareData: function (d) { window.__wxCalls.push(['appMessage', d]) },
  updateTimelineShareData: function (d) { window.__wxCalls.push(['timeline', d]) },
};`
