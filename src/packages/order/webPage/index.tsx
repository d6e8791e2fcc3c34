/**
 * /ty/webPage?url=&title= : a page outside the app shown inside the mini-program's <web-view> (the loan platform,
 * the agreement's sign page), reached through openWebPage (src/platform/webPage.weapp.ts). Only an https page on a
 * configured business domain opens (src/core/webView.ts); any other URL, however it got into the query, is only
 * offered as a link to copy into a browser, never loaded. Back returns to the page that opened it, which re-reads its order.
 */
import { useEffect } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View, WebView } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { decodeParam } from '@/core/query'
import { webViewAllows } from '@/core/webView'
import { LoginGate } from '@/components/LoginGate'
import { NavBar } from '@/components/NavBar'
import { copyText } from '@/platform/device'
import { setDocumentTitle } from '@/platform/location'
import { WEBVIEW_DOMAINS } from '@/config'
import './index.css'

export const WEB_VIEW_PAGE_TEXT = {
  title: '外部页面',
  blocked: '该页面需在浏览器中打开，请复制链接后在浏览器中粘贴打开',
  copy: '复制链接',
} as const

function WebPage() {
  const { params } = useRouter()
  const url = decodeParam(params.url)
  const title = decodeParam(params.title) || WEB_VIEW_PAGE_TEXT.title
  const allowed = webViewAllows(url, WEBVIEW_DOMAINS)

  useEffect(() => setDocumentTitle(title), [title])

  if (allowed) return <WebView src={url} />
  return (
    <View className="web-page">
      <Text className="web-page__note">{WEB_VIEW_PAGE_TEXT.blocked}</Text>
      {url && <Button type="primary" block onClick={() => void copyText(url)}>{WEB_VIEW_PAGE_TEXT.copy}</Button>}
    </View>
  )
}

export default function WebPagePage() {
  return (
    <>
      <NavBar title={WEB_VIEW_PAGE_TEXT.title} />
      <LoginGate>
        <WebPage />
      </LoginGate>
    </>
  )
}
