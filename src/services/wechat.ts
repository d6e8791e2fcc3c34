/** Messaging-app service client (docs/spec/content-access.md section 7 "Sharing and messaging-app"). */
import type { JsSdkConfig, JsSdkConfigAnswer } from '@contract/share'
import { STAFF_CALLS } from '@contract/calls/table/staff'
import { http } from './http'
import type { Requester } from './request'
import { useService } from './context'

export function createWechatApi(request: Requester) {
  return {
    /** authorization/getJsSdkConfig?appid=&url= — reads data.data. Quiet: a share set-up failure is only logged (section 8). */
    jsSdkConfig: async (appid: string, url: string): Promise<JsSdkConfig> =>
      (await request<JsSdkConfigAnswer>(STAFF_CALLS.getJsSdkConfig, { data: { appid, url }, notNeedLogin: true })).data,
  }
}

export type WechatApi = ReturnType<typeof createWechatApi>

/** The app's wechat client (pure: a page that does not use it does not load it). */
export const wechatApi = /*#__PURE__*/ createWechatApi(http)

declare module './context' {
  interface Services {
    wechatApi: WechatApi
  }
}

/** The wechatApi of the nearest ServicesContext (a test's fake), else the app's client. */
export function useWechatApi(): WechatApi {
  return useService('wechatApi', wechatApi)
}
