/**
 * The enterprise channel of the sales staff (docs/spec/content-access.md section 7 "Enterprise channel", service qw: success is
 * code 0) and the messaging app's JS-SDK config ("Sharing and messaging-app", service wechat).
 */
import { defineCalls } from '../contract'

const E = 'content-access / Enterprise channel' as const

export const STAFF_CALLS = /*#__PURE__*/ defineCalls({
  /** "POST /qw/api/open/v1/api/authorization (body; token)". */
  authorization: { service: 'qw', method: 'POST', path: 'api/open/v1/api/authorization', params: [], body: 'json', token: 'param', spec: E },
  'center/user/info': { service: 'qw', method: 'POST', path: 'api/h5/v1/center/user/info', params: [], body: 'json', token: 'param', spec: E },
  /** "GET /{qw}/api/open/dict/EDUCATION_TYPE/1 (reads result)": the app asks the EDUCATION_TYPE dictionary, status 1. */
  dict: { service: 'qw', method: 'GET', path: 'api/open/dict/:dictType/:status', params: [], body: 'query', token: 'none', spec: E },
  'biz/customer/list': { service: 'qw', method: 'POST', path: 'api/h5/v1/biz/customer/list', params: [], body: 'json', token: 'param', spec: E },
  'record/statistics': {
    service: 'qw', method: 'GET', path: 'api/h5/v1/record/statistics/:distributorCode', params: [], body: 'query', token: 'param', spec: E,
  },
  'record/list': { service: 'qw', method: 'POST', path: 'api/h5/v1/record/list', params: [], body: 'json', token: 'param', spec: E },
  /** "GET /wechat/authorization/getJsSdkConfig (appid, url ...)". */
  getJsSdkConfig: {
    service: 'wechat', method: 'GET', path: 'authorization/getJsSdkConfig', params: ['appid', 'url'], body: 'query', token: 'none',
    spec: 'content-access / Sharing and messaging-app',
  },
})
