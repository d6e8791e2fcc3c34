/// <reference types="@tarojs/taro" />

declare module '*.png'
declare module '*.gif'
declare module '*.jpg'
declare module '*.jpeg'
declare module '*.svg'
declare module '*.css'

declare namespace NodeJS {
  interface ProcessEnv {
    TARO_ENV: 'weapp' | 'swan' | 'alipay' | 'h5' | 'rn' | 'tt' | 'quickapp' | 'qq' | 'jd'
    TARO_APP_API_BASE?: string
    TARO_APP_ACCOUNT_ROOT?: string
    TARO_APP_ORDER_ROOT?: string
    TARO_APP_NEWS_ROOT?: string
    TARO_APP_GATEWAY_ROOT?: string
    TARO_APP_SUBJECT_ROOT?: string
    TARO_APP_LIVE_ROOT?: string
    TARO_APP_PRACTICE_ROOT?: string
    TARO_APP_KNOWLEDGE_ROOT?: string
    TARO_APP_WECHAT_ROOT?: string
    TARO_APP_QW_ROOT?: string
    TARO_APP_COOKIE_DOMAIN?: string
    TARO_APP_WX_OAUTH_URL?: string
    TARO_APP_WX_APPID?: string
    TARO_APP_JSSDK_URL?: string
    TARO_APP_WEAPP_VIRTUAL_PAY?: string
  }
}
