/**
 * The store's share float button, share popup and poster (docs/spec/content-access.md section 2, "Wechat knowledge-store
 * home": "share float button, share popup, poster with '长按图片 下载海报' and '我知道了'"). The poster is drawn on a
 * canvas through the platform layer and shown as an image the learner long-presses to save (H5: a data URL image;
 * mini-program: a temp file with the long-press menu). The mini-program's own share menu shares the page.
 */
import { useState } from 'react'
import { Image, Text, View } from '@tarojs/components'
import { Button, HoverButton, Popup } from '@nutui/nutui-react-taro'
import { Image as ImageIcon, Link, Share as ShareIcon } from '@nutui/icons-react-taro'
import { KNOWLEDGE_APP_TEXT, KNOWLEDGE_TEXT, type PosterContent } from '@/core/knowledge'
import { absoluteLink } from '@/core/share'
import { copyText } from '@/platform/device'
import { currentUrl } from '@/platform/navigation'
import { siteOrigin } from '@/platform/location'
import { renderPoster } from '@/platform/poster'
import { PosterCanvas } from '@/components/PosterCanvas'
import './Share.css'

export const POSTER_CANVAS_ID = 'k-poster-canvas'

export interface ShareProps {
  /** What the poster shows (the link is filled in here). */
  poster: Omit<PosterContent, 'link'>
  /** The app path the link and the poster lead to (default: this page). */
  path?: string
}

type PosterState = { kind: 'closed' } | { kind: 'drawing' } | { kind: 'ready'; src: string } | { kind: 'failed' }

export function ShareFloat({ poster, path }: ShareProps) {
  const [sheet, setSheet] = useState(false)
  const [state, setState] = useState<PosterState>({ kind: 'closed' })
  const origin = siteOrigin()
  const link = origin ? absoluteLink(path ?? currentUrl(), origin) : ''

  async function makePoster() {
    setSheet(false)
    setState({ kind: 'drawing' })
    try {
      const src = await renderPoster(POSTER_CANVAS_ID, { ...poster, link })
      setState({ kind: 'ready', src })
    } catch {
      setState({ kind: 'failed' })
    }
  }

  return (
    <>
      <HoverButton className="k-share__float" icon={<ShareIcon color="#fff" />} onClick={() => setSheet(true)} />
      <Popup visible={sheet} position="bottom" round closeable title={KNOWLEDGE_APP_TEXT.shareTitle} className="k-share__sheet" onClose={() => setSheet(false)}>
        <View className="k-share__options">
          {link && (
            <View className="k-share__option k-share__option--link" onClick={() => { setSheet(false); void copyText(link) }}>
              <Link size={28} color="#cf2a20" />
              <Text className="k-share__label">{KNOWLEDGE_APP_TEXT.shareLink}</Text>
            </View>
          )}
          <View className="k-share__option k-share__option--poster" onClick={() => void makePoster()}>
            <ImageIcon size={28} color="#cf2a20" />
            <Text className="k-share__label">{KNOWLEDGE_APP_TEXT.sharePoster}</Text>
          </View>
        </View>
      </Popup>
      {/* Drawn off screen at its natural size, then shown as an image. */}
      <View className="k-share__canvas-box">
        <PosterCanvas canvasId={POSTER_CANVAS_ID} className="k-share__canvas" />
      </View>
      <Popup visible={state.kind !== 'closed'} position="center" round className="k-poster" onClose={() => setState({ kind: 'closed' })}>
        <View className="k-poster__body">
          {state.kind === 'drawing' && <Text className="k-poster__wait">{KNOWLEDGE_APP_TEXT.posterDrawing}</Text>}
          {state.kind === 'failed' && <Text className="k-poster__wait">{KNOWLEDGE_APP_TEXT.posterFailed}</Text>}
          {state.kind === 'ready' && <Image className="k-poster__img" src={state.src} mode="aspectFit" showMenuByLongpress />}
          <Text className="k-poster__hint">{KNOWLEDGE_TEXT.posterHint}</Text>
          <Button className="k-poster__ok" type="primary" block onClick={() => setState({ kind: 'closed' })}>
            {KNOWLEDGE_TEXT.posterClose}
          </Button>
        </View>
      </Popup>
    </>
  )
}
