/**
 * Sharing (docs/spec/content-access.md section 7 "Sharing and messaging-app"). Service `wechat` (<base>/wechat).
 */

/** authorization/getJsSdkConfig?appid=&url= — the app reads data.data (sandbox signature over a sandbox ticket). */
export interface JsSdkConfig {
  appId: string
  timestamp: number
  noncestr: string
  signature: string
}

export interface JsSdkConfigAnswer {
  data: JsSdkConfig
}
