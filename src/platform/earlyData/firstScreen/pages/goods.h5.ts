import type { GoodsDetail } from '@contract/goods'
import { goodsPageTitle } from '@/core/goods'
import { div, firstSlide, image } from '../markup'
import { PAGE_BACKGROUND, withNav, type Context, type FirstScreen } from './shared'

/** The goods page (src/packages/goods/detail): its bar and first picture. */
export default function goods(data: GoodsDetail, _ctx: Context): FirstScreen | null {
  const pic = data.pics?.[0] || data.thumbPath
  if (!pic) return null
  return {
    box: div('goods-page', withNav(data.tikuGoodsName || goodsPageTitle(data.goodsType), [
      div('goods-summary', [firstSlide('goods-summary__pics', image('goods-summary__pic', pic))]),
    ])),
    replacedBy: '.goods-summary__pic img',
    background: PAGE_BACKGROUND,
  }
}
