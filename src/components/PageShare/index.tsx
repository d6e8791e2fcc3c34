/**
 * Every share a page sets up or offers goes through here, so each shared link carries the sharer's teacher id
 * (docs/spec/content-access.md section 6: "Teacher id for shares comes from session storage, the staff user id, or the user
 * id"; the rule is `sharedLinkOf` in src/core/share.ts). Fed from the session's referral, the staff store and the
 * session; a login, logout or staff binding updates the link.
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react'
import { reaction } from 'mobx'
import { sharerTeacherId, withTeacherId, type ShareInfo } from '@/core/share'
import { currentReferral } from '@/platform/referral'
import { ShareTrigger, usePageShare } from '@/platform/share'
import { useWechatApi } from '@/services/wechat'
import { useStores } from '@/stores'

export type PageShareInfo = Partial<ShareInfo> & { link: string }

/** The sharer's teacher id now (null: none); follows the stores. */
function useSharerTeacherId(): string | null {
  const { session, staff } = useStores()
  const read = useCallback(
    () => sharerTeacherId({ stored: currentReferral().teacherId, staff: staff.facts, uid: session.uid }),
    [session, staff],
  )
  const [teacherId, setTeacherId] = useState(read)
  useEffect(() => reaction(read, setTeacherId, { fireImmediately: true }), [read])
  return teacherId
}

/** Turns a link this page shares (a path or an absolute URL) into the shared link with the sharer's teacher id. */
export function useSharedLink(): (link: string) => string {
  const teacherId = useSharerTeacherId()
  return useCallback((link: string) => withTeacherId(link, teacherId), [teacherId])
}

/**
 * The page's share (the messenger browser's and the native app's share menu, the mini-program's share menu), its link
 * carrying the sharer's teacher id. Returns that share (null: not known yet) for the page's share button.
 */
export function useShare(info: PageShareInfo | null): PageShareInfo | null {
  const shared = useSharedLink()
  const wechat = useWechatApi()
  const share = info ? { ...info, link: shared(info.link) } : null
  usePageShare(share, wechat.jsSdkConfig)
  return share
}

/** The page's share button: the native app's share sheet, the share guide in the messenger browser, else the link copied. */
export function ShareButton({ share, className, children }: { share: PageShareInfo | null; className?: string; children?: ReactNode }) {
  if (!share) return null
  return <ShareTrigger info={share} className={className}>{children}</ShareTrigger>
}

