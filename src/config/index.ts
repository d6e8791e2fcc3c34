/**
 * The app's configuration, read from TARO_APP_* when it is built (docs/configuration.md): the services' roots and
 * options, the merchant accounts, the OAuth and JSSDK endpoints, the web-view domains, the ad places, the app links,
 * the video account. Its own module, below services and platform, so both read it without reaching up.
 *
 * Service roots. Each service lives where the provider's gateway lays it out below <TARO_APP_API_BASE>
 * (contract/calls/contract.ts GATEWAY_LAYOUT: the gateway's own goods/app/banner paths at the base itself, /subject,
 * /livelist, /account, /order, ...) unless TARO_APP_<ROOT>_ROOT names another root. Defaults: '/api' on H5 (same origin: the dev server proxies it, `npm start` serves it) and
 * the reference server on 127.0.0.1:3100 in the mini-program (set a real HTTPS origin for a release).
 * process.env.X must be written out in full: the build replaces each expression with its value.
 */
import { readVirtualPaySwitch } from '@/core/order/virtualPay'
import { parseDomains } from '@/core/webView'
import { adPlaces } from '@/core/banner'
import { reportsOn } from '@/core/errorReport'
import { DEFAULT_APP_SCHEME, type AppLinks } from '@/core/appLink'
import type { PayAccounts } from '@/core/order/payRequest'
import { parseSchoolIds } from '@/core/order/schoolGroups'
import { GATEWAY_LAYOUT, SCHOOL_HEADER_NAME, SCHOOL_HEADER_VALUE, type Service } from '@contract/calls/contract'

/** The services of the calls' contract (contract/calls), each at its own root. */
export type ServiceName = Service

export interface ServiceOptions {
  /** Services whose success code is 0 (the enterprise service, the maps service's status): mapped to 200. */
  zeroIsSuccess?: boolean
}

const DEFAULT_BASE = process.env.TARO_ENV === 'h5' ? '/api' : 'http://127.0.0.1:3100/api'
const base = (process.env.TARO_APP_API_BASE || DEFAULT_BASE).replace(/\/$/, '')

const overrides: Record<ServiceName, string | undefined> = {
  account: process.env.TARO_APP_ACCOUNT_ROOT,
  order: process.env.TARO_APP_ORDER_ROOT,
  news: process.env.TARO_APP_NEWS_ROOT,
  goods: process.env.TARO_APP_GATEWAY_ROOT,
  subject: process.env.TARO_APP_SUBJECT_ROOT,
  live: process.env.TARO_APP_LIVE_ROOT,
  practice: process.env.TARO_APP_PRACTICE_ROOT,
  knowledge: process.env.TARO_APP_KNOWLEDGE_ROOT,
  wechat: process.env.TARO_APP_WECHAT_ROOT,
  qw: process.env.TARO_APP_QW_ROOT,
  maps: process.env.TARO_APP_MAPS_IP_URL,
  report: process.env.TARO_APP_REPORT_ROOT === 'off' ? undefined : process.env.TARO_APP_REPORT_ROOT,
}

/**
 * The maps service's IP location (docs/spec/content-access.md section 7: "Maps-service IP location GET with a fixed {key}
 * param (result.ad_info.province used)") is one endpoint: its root is the whole URL (the client asks path '').
 * Default: the reference server's sandbox stand-in, which answers in the maps service's shape.
 */
export const SANDBOX_MAPS_IP_PATH = '/sandbox/maps/ws/location/v1/ip'

export function serviceRoot(service: ServiceName): string {
  const fallback = service === 'maps' ? absoluteApiUrl(SANDBOX_MAPS_IP_PATH) : [base, GATEWAY_LAYOUT[service]].filter(Boolean).join('/')
  return (overrides[service] || fallback).replace(/\/$/, '')
}

export const SERVICE_OPTIONS: Partial<Record<ServiceName, ServiceOptions>> = {
  qw: { zeroIsSuccess: true },
  maps: { zeroIsSuccess: true },
}

/** The maps service's key (the spec's fixed {key} param). Default: the reference server's sandbox key. */
export const MAPS_KEY = process.env.TARO_APP_MAPS_KEY || 'sandbox-maps-key'

/** Parent domain for the token cookies on H5 ('' = the current host). */
export const COOKIE_DOMAIN = process.env.TARO_APP_COOKIE_DOMAIN || ''

/**
 * The ad places banner/app/banner is asked for (src/core/banner.ts): TARO_APP_DEPLOY_ENV=production gives the spec's
 * production ids 37, 38, 39, anything else 62, 63, 64; TARO_APP_AD_PLACES=a,b,c names others.
 */
export const AD_PLACES = /*#__PURE__*/ adPlaces(process.env.TARO_APP_DEPLOY_ENV || '', process.env.TARO_APP_AD_PLACES || '')

export const SCHOOL_HEADER = { [SCHOOL_HEADER_NAME]: SCHOOL_HEADER_VALUE } as const

/**
 * WeChat OAuth (base scope) for payments inside the messenger browser. Default: the reference server's sandbox page.
 * For production set TARO_APP_WX_OAUTH_URL=https://open.weixin.qq.com/connect/oauth2/authorize and TARO_APP_WX_APPID.
 */
export const WX_OAUTH_URL = process.env.TARO_APP_WX_OAUTH_URL || '/sandbox/wechat/oauth'
export const WX_APPID = process.env.TARO_APP_WX_APPID || 'wx-sandbox-app'

/**
 * Third-party sign-in (/authorize): the provider's authorisation page and this app's id there. Default: the reference
 * server's sandbox provider. For WeChat's web OAuth set TARO_APP_OAUTH_URL=https://open.weixin.qq.com/connect/oauth2/authorize
 * and TARO_APP_OAUTH_APPID (the server's OAUTH_APPID, OAUTH_SECRET and OAUTH_API_BASE name the same app).
 */
export const OAUTH_URL = process.env.TARO_APP_OAUTH_URL || '/sandbox/oauth/authorize'
export const OAUTH_APPID = process.env.TARO_APP_OAUTH_APPID || 'sbx-oauth-app'

/** WeChat's JS-SDK (jweixin), loaded on demand inside the messenger browser for its share menu. */
export const JSSDK_URL = process.env.TARO_APP_JSSDK_URL || 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js'

/**
 * The mini-program's virtual-payment path (src/core/order/virtualPay.ts): TARO_APP_WEAPP_VIRTUAL_PAY=off hides the
 * price-and-buy path of virtual goods in the mini-program; default on.
 */
export const WEAPP_VIRTUAL_PAY = readVirtualPaySwitch(process.env.TARO_APP_WEAPP_VIRTUAL_PAY)

/**
 * The business domains the mini-program's <web-view> may open (src/core/webView.ts): comma-separated host names,
 * e.g. TARO_APP_WEBVIEW_DOMAINS=loan.example.com,.kuaiji.com. Default none: every outside page is a link to copy.
 */
export const WEBVIEW_DOMAINS = parseDomains(process.env.TARO_APP_WEBVIEW_DOMAINS)

/** A page of the API server given as a path (a sandbox page, a sign page): absolute on the API's origin. */
export function absoluteApiUrl(url: string): string {
  if (!url.startsWith('/')) return url
  const origin = /^https?:\/\/[^/]+/.exec(serviceRoot('order'))
  return origin ? origin[0] + url : url
}

/**
 * The native app (src/core/appLink.ts): TARO_APP_STUDY_SCHEME, its study link (default kuaijixuetang://study), and
 * TARO_APP_DOWNLOAD_URL, its download page (default: the reference server's sandbox page; set the real one for a
 * release). The mini-program copies the download address, so it is made absolute on the API's origin.
 */
export const APP_LINKS: AppLinks = {
  scheme: process.env.TARO_APP_STUDY_SCHEME || DEFAULT_APP_SCHEME,
  download: absoluteApiUrl(process.env.TARO_APP_DOWNLOAD_URL || '/sandbox/app-download'),
}

/**
 * The merchant accounts payments name (accountUuid; src/core/order/payRequest.ts payAccount): WeChat's in-app account
 * (official account JSAPI and the mini-program), WeChat's H5 account, the alipay account. Defaults: the reference
 * server's sandbox accounts (server/lib/payments/payments.ts PAY_ACCOUNTS, which it checks).
 */
export const PAY_ACCOUNTS: PayAccounts = {
  wxJsapi: process.env.TARO_APP_PAY_ACCOUNT_WX_JSAPI || 'sbx-wx-jsapi',
  wxH5: process.env.TARO_APP_PAY_ACCOUNT_WX_H5 || 'sbx-wx-h5',
  alipay: process.env.TARO_APP_PAY_ACCOUNT_ALIPAY || 'sbx-alipay',
}

/**
 * The playback-token form (contract/rules/playback.ts): TARO_APP_POLYV_USER_ID, the video account its userId names, and
 * TARO_APP_POLYV_SIGN_KEY, the key of its sign. Defaults: the reference server's sandbox account and key (its
 * POLYV_USER_ID / POLYV_SIGN_KEY). The key is built into the app and so is public: never the video service's own
 * secret key (a production backend re-signs with that itself).
 */
export const POLYV = {
  userId: process.env.TARO_APP_POLYV_USER_ID || 'sbx-polyv-user',
  signKey: process.env.TARO_APP_POLYV_SIGN_KEY || 'sbx-polyv-sign-key',
} as const

/**
 * The national-guidance schools, whose pending orders offer no cancel (src/core/order/schoolGroups.ts): the school ids
 * of TARO_APP_NATIONAL_GUIDANCE_SCHOOLS (comma-separated, or 'none'). Default: the group the reference server's seed
 * marks (server/db/seeds/places.ts NATIONAL_GUIDANCE_SCHOOLS; src/config/config.test.ts keeps the two equal). Set the
 * provider's own ids for a release.
 */
export const NATIONAL_GUIDANCE_SCHOOLS: readonly number[] = parseSchoolIds(process.env.TARO_APP_NATIONAL_GUIDANCE_SCHOOLS) ?? [7, 8, 9]

/**
 * Error reports (src/stores/errorReports.ts, docs/errors.md): TARO_APP_REPORT_ROOT is the report service's root, or
 * 'off'. Unset, reports go to the reference server (<API base>/report) in every build but a production deployment
 * (TARO_APP_DEPLOY_ENV=production), where unset means off.
 */
export const ERROR_REPORTS_ON = reportsOn(process.env.TARO_APP_REPORT_ROOT || '', process.env.TARO_APP_DEPLOY_ENV || '')

/** The build's name in a report (TARO_APP_BUILD, e.g. a version or a commit); default 'local'. */
export const BUILD_NAME = process.env.TARO_APP_BUILD || 'local'
