/**
 * Sharing on H5 (docs/spec/content-access.md sections 7, 8). Inside the native app: the bridge's shareConfig and
 * shareDialog. Inside the messenger browser: the JS-SDK (loaded on
 * demand) configured from getJsSdkConfig (appid, url: the entry URL on iOS, the current URL elsewhere), then
 * updateAppMessageShareData and updateTimelineShareData with the page's share; a share tap shows the share guide.
 * Elsewhere a configuration is rejected with 'no in wx' and only logged (section 8), and a share tap copies the link.
 */
import { useEffect, useState, type ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { NOT_IN_WECHAT, SHARE_TEXT, absoluteLink, jsSdkSignUrl, shareWithDefaults, type ShareInfo } from '@/core/share'
import { JSSDK_URL, WX_APPID } from '@/config'
import { nativeBridge } from './bridge'
import { copyText } from './device'
import { environment } from './environment'
import { mediaUrl } from './media'
import { currentHref, entryUrl, siteOrigin } from './location.h5'
import type { JsSdkSigner, ShareOutcome } from './shareTypes'
import './share.css'

/** WeChat's JS-SDK (jweixin): only the calls this app makes. */
interface JsSdk {
  config(c: { debug: boolean; appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: string[] }): void
  ready(fn: () => void): void
  error(fn: (e: unknown) => void): void
  updateAppMessageShareData(d: { title: string; desc: string; link: string; imgUrl: string }): void
  updateTimelineShareData(d: { title: string; link: string; imgUrl: string }): void
}

const sdkOf = () => (window as unknown as { wx?: JsSdk }).wx
let loading: Promise<JsSdk> | null = null

function loadSdk(): Promise<JsSdk> {
  const ready = sdkOf()
  if (ready) return Promise.resolve(ready)
  loading ??= new Promise<JsSdk>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = JSSDK_URL
    script.async = true
    script.onload = () => (sdkOf() ? resolve(sdkOf()!) : reject(new Error(NOT_IN_WECHAT)))
    script.onerror = () => {
      loading = null
      reject(new Error(NOT_IN_WECHAT))
    }
    document.head.appendChild(script)
  })
  return loading
}

/** The share as WeChat wants it: defaults filled, the link absolute on this site, the icon on the media server. */
function resolved(info: Partial<ShareInfo> & { link: string }): ShareInfo {
  const full = shareWithDefaults(info)
  const origin = siteOrigin()
  return { ...full, link: absoluteLink(full.link, origin), imgUrl: absoluteLink(mediaUrl(full.imgUrl), origin) }
}

/** The latest configureShare call: an older one whose signature answers later must not overwrite its share. */
let latestShare = 0

/**
 * Configures the page's share: inside the native app its share menu (the bridge's shareConfig), inside the messenger
 * browser WeChat's, signed by `sign`; rejects with 'no in wx' anywhere else.
 */
export async function configureShare(info: Partial<ShareInfo> & { link: string }, sign: JsSdkSigner): Promise<void> {
  const env = environment()
  if (env.inNativeApp && nativeBridge.available) {
    nativeBridge.shareConfig(resolved(info))
    return
  }
  if (!env.inWeChat) throw new Error(NOT_IN_WECHAT)
  const mine = ++latestShare
  const sdk = await loadSdk()
  const cfg = await sign(WX_APPID, jsSdkSignUrl(env.isIOS, entryUrl(), currentHref()))
  if (mine !== latestShare) return
  const share = resolved(info)
  await new Promise<void>((resolve, reject) => {
    sdk.config({
      debug: false, appId: cfg.appId, timestamp: cfg.timestamp, nonceStr: cfg.noncestr, signature: cfg.signature,
      jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
    })
    sdk.error(reject)
    sdk.ready(() => {
      sdk.updateAppMessageShareData({ title: share.title, desc: share.desc, link: share.link, imgUrl: share.imgUrl })
      sdk.updateTimelineShareData({ title: share.title, link: share.link, imgUrl: share.imgUrl })
      resolve()
    })
  })
}

/** Sets the page's share whenever it changes (null: not yet known). Failures are only logged (section 8). */
export function usePageShare(info: (Partial<ShareInfo> & { link: string }) | null, sign: JsSdkSigner): void {
  const key = info ? JSON.stringify(info) : ''
  useEffect(() => {
    if (!info) return
    configureShare(info, sign).catch((error: Error) => {
      if (error.message !== NOT_IN_WECHAT) console.info('share config failed', error)
    })
    // The key is the share's content: a new object with the same content configures nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
}

/** A tap on a share button: the native app's share sheet, the guide in the messenger browser, else the link copied. */
export async function sharePage(info: Partial<ShareInfo> & { link: string }): Promise<ShareOutcome> {
  const env = environment()
  if (env.inNativeApp && nativeBridge.available) {
    // "Native share failure ignored" (section 8)
    await nativeBridge.shareDialog(resolved(info))
    return 'native'
  }
  if (env.inWeChat) return 'guide'
  await copyText(resolved(info).link, SHARE_TEXT.copied)
  return 'copied'
}

/** The share button of a page with its share guide (the messenger browser's menu is at the top right). */
export function ShareTrigger({ info, className = '', children }: { info: Partial<ShareInfo> & { link: string }; className?: string; children?: ReactNode }) {
  const [guide, setGuide] = useState(false)
  return (
    <>
      <View className={`share-trigger ${className}`} onClick={() => void sharePage(info).then((o) => setGuide(o === 'guide'))}>
        {children ?? <Text>{SHARE_TEXT.share}</Text>}
      </View>
      {guide && (
        <View className="share-guide" onClick={() => setGuide(false)}>
          <View className="share-guide__arrow" />
          <Text className="share-guide__text">{SHARE_TEXT.guide}</Text>
          <Button className="share-guide__ok" type="primary" size="small" onClick={() => setGuide(false)}>{SHARE_TEXT.guideOk}</Button>
        </View>
      )}
    </>
  )
}
