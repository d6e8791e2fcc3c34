/**
 * Sharing in the mini-program: the page's share menu (useShareAppMessage, useShareTimeline; the page config
 * must set enableShareAppMessage / enableShareTimeline, or the menu stays grey) with the page's share, its link
 * mapped to the page path; a share button is a Button with openType share.
 */
import { useRef, type ReactNode } from 'react'
import Taro, { useShareAppMessage, useShareTimeline } from '@tarojs/taro'
import { Button, Text } from '@tarojs/components'
import { NOT_IN_WECHAT, SHARE_TEXT, shareWithDefaults, type ShareInfo } from '@/core/share'
import { mediaUrl } from './media'
import { taroUrl } from './location'
import type { JsSdkSigner, ShareOutcome } from './shareTypes'

type PageShare = Partial<ShareInfo> & { link: string }

/** The mini-program has no JS-SDK: its share menu reads the page's share when opened. */
export async function configureShare(_info: PageShare, _sign: JsSdkSigner): Promise<void> {
  throw new Error(NOT_IN_WECHAT)
}

function asMenuShare(info: PageShare | null) {
  const share = shareWithDefaults(info ?? { link: '/' })
  const path = taroUrl(share.link)
  return { title: share.title, path, query: path.split('?')[1] ?? '', imageUrl: mediaUrl(share.imgUrl) }
}

export function usePageShare(info: PageShare | null, _sign: JsSdkSigner): void {
  const latest = useRef(info)
  latest.current = info
  useShareAppMessage(() => {
    const { title, path, imageUrl } = asMenuShare(latest.current)
    return { title, path, imageUrl }
  })
  useShareTimeline(() => {
    const { title, query, imageUrl } = asMenuShare(latest.current)
    return { title, query, imageUrl }
  })
}

export async function sharePage(_info: PageShare): Promise<ShareOutcome> {
  void Taro.showShareMenu?.({ withShareTicket: false })
  return 'menu'
}

export function ShareTrigger({ className = '', children }: { info: PageShare; className?: string; children?: ReactNode }) {
  return (
    <Button className={`share-trigger ${className}`} openType="share" plain>
      {children ?? <Text>{SHARE_TEXT.share}</Text>}
    </Button>
  )
}
