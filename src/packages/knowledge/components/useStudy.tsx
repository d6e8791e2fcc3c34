/**
 * '马上学习' on a knowledge goods (docs/spec/content-access.md sections 2, 4, 6, 7): a guest logs in first — the popup titled
 * 课程领取 with the button 点击领取, or on the graduation zone the login page in its 'pkg' variant ('claim now') — and
 * the action continues. Free goods are claimed with purchaseZerogoods (one claim however many taps), then the learner
 * is told and can go study or see the order; auditions play or are booked; priced goods open their goods page.
 */
import { useEffect, useRef, useState } from 'react'
import { observer } from 'mobx-react'
import { Dialog } from '@nutui/nutui-react-taro'
import type { KnowledgeGoods, ZeroGoodsResult } from '@contract/knowledge'
import {
  actionNeedsLogin, claimMessage, claimOrderUrl, KNOWLEDGE_APP_TEXT, KNOWLEDGE_TEXT, resumeClaimUrl, studyAction,
  studyTarget, type StudyAction,
} from '@/core/knowledge'
import { link } from '@/core/links'
import { openGoods } from '@/components/GoodsCard/openGoods'
import { useLoginThen } from '@/components/LoginPopup'
import { openStudyApp } from '@/platform/appLink'
import { currentUrl, loginUrl, navigateTo, redirectTo } from '@/platform/navigation'
import { toast } from '@/platform/ui'
import { useKnowledgeApi } from '@/services/knowledge'
import { useStores } from '@/stores'
import { useKnowledgeClaimStore } from '@/packages/knowledge/stores/instances'

export interface UseStudyOptions {
  /** 'pkgPage' on /pkg: the login page titled 'claim now'; else the 课程领取 popup. */
  loginStyle?: 'popup' | 'pkgPage'
  /** Called after a claim or a booking changed the goods' state (the page reloads what it shows). */
  onChanged?: () => void
  /** The page's `claim` query: a goods to claim on coming back from the 'pkg' login. */
  resumeId?: string
}

type Claimed = { goods: KnowledgeGoods; result: ZeroGoodsResult }

export function goStudy(goods: KnowledgeGoods): void {
  const target = studyTarget(goods)
  if (target.kind === 'play') void navigateTo(target.url)
  else void openStudyApp({ goodsId: goods.goodsId })
}

export function useStudy({ loginStyle = 'popup', onChanged, resumeId }: UseStudyOptions = {}) {
  const { session } = useStores()
  const knowledgeApi = useKnowledgeApi()
  const knowledgeClaim = useKnowledgeClaimStore()
  const { loginThen, loginPopup } = useLoginThen({ title: KNOWLEDGE_TEXT.claimTitle, submitText: KNOWLEDGE_TEXT.claimButton })
  const [claimed, setClaimed] = useState<Claimed | null>(null)

  async function run(goods: KnowledgeGoods, action: StudyAction) {
    switch (action) {
      case 'claim':
        try {
          const result = await knowledgeClaim.claim(goods.goodsId)
          setClaimed({ goods, result })
          toast(claimMessage(result.isNew))
          onChanged?.()
        } catch {
          // The request layer has toasted why (e.g. not free any more).
        }
        return
      case 'book':
        try {
          await knowledgeApi.subscribe(goods.id)
          toast(KNOWLEDGE_APP_TEXT.bookedToast)
          onChanged?.()
        } catch {
          // Toasted by the request layer.
        }
        return
      case 'play':
        await navigateTo(link('auditionPlay', { id: goods.id }))
        return
      case 'study':
        goStudy(goods)
        return
      default:
        await openGoods(goods)
    }
  }

  function study(goods: KnowledgeGoods, action: StudyAction = studyAction(goods)) {
    if (!actionNeedsLogin(action) || session.isLoggedIn) {
      void run(goods, action)
      return
    }
    if (loginStyle === 'pkgPage') {
      void redirectTo(loginUrl(resumeClaimUrl(currentUrl(), goods.id), { origin: 'pkg' }))
      return
    }
    loginThen(() => run(goods, action))
  }

  // Back from the 'pkg' login: the goods the learner wanted is claimed (once).
  const resumed = useRef(false)
  useEffect(() => {
    const id = Number(resumeId)
    if (resumed.current || !session.isLoggedIn || !Number.isInteger(id) || id <= 0) return
    resumed.current = true
    knowledgeApi.goods(id).then((g) => run(g, studyAction(g)), () => undefined)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resumeId, session.isLoggedIn])

  const dialogs = (
    <>
      {loginPopup}
      <ClaimedDialog claimed={claimed} uid={session.uid} onClose={() => setClaimed(null)} />
    </>
  )
  return { study, dialogs, busy: (goods: KnowledgeGoods) => knowledgeClaim.isClaiming(goods.goodsId) }
}

const ClaimedDialog = observer(function ClaimedDialog({ claimed, uid, onClose }: { claimed: Claimed | null; uid: number; onClose(): void }) {
  return (
    <Dialog
      className="k-claimed"
      visible={!!claimed}
      title={claimed ? claimMessage(claimed.result.isNew) : ''}
      content={claimed ? `${claimed.goods.goodsName}：${KNOWLEDGE_APP_TEXT.claimedHint}` : ''}
      confirmText={KNOWLEDGE_APP_TEXT.goStudy}
      cancelText={KNOWLEDGE_APP_TEXT.seeOrder}
      closeOnOverlayClick
      onConfirm={() => {
        if (claimed) goStudy(claimed.goods)
        onClose()
      }}
      onCancel={() => {
        if (claimed) void navigateTo(claimOrderUrl(claimed.result, uid))
        onClose()
      }}
      onClose={onClose}
    />
  )
})
