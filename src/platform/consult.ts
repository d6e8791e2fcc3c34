/**
 * 'Consult course' and the other ways to customer service: inside the provider's app, its own consultation (bridge
 * consult, with the goods asked about and where from); elsewhere, and in the mini-program, the page /ty/kefu.
 */
import type { BridgeConsult } from '@/core/bridge'
import { KEFU_URL } from '@/core/pages'
import { nativeBridge } from './bridge'
import { navigateTo } from './navigation'

/** Where a learner asks for advice from (the app routes the conversation by it). */
export type ConsultSource = 'goods' | 'practice' | 'audition' | 'order' | 'mine'

export async function consult(source: ConsultSource, goodsId?: number): Promise<void> {
  const request: BridgeConsult = goodsId ? { goodsId, source } : { source }
  if (nativeBridge.available && nativeBridge.consult(request)) return
  await navigateTo(KEFU_URL)
}
