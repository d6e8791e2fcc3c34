/** Opens a goods through the goods-jump rule; goods without goodsId toast '商品异常' (docs/spec/content-access.md section 5). */
import type { GoodsJumpInput } from '@contract/goods'
import { goodsJump } from '@/core/goodsJump'
import { navigateTo } from '@/platform/navigation'
import { toast } from '@/platform/ui'

export async function openGoods(input: GoodsJumpInput | null | undefined): Promise<boolean> {
  const jump = goodsJump(input)
  if (!jump.ok) {
    toast(jump.message)
    return false
  }
  await navigateTo(jump.url)
  return true
}
