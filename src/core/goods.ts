/** Goods facts the pages show (docs/spec/content-access.md section 3). */
import type { GoodsType } from '@contract/goods'

const TITLES: Record<GoodsType, string> = {
  0: '单科课程',
  1: '全科课程',
  2: '实习就业',
  4: 'VIP班',
  5: '职业证书',
  6: '考证题库',
}

/** The goods page's title by goods type (its URL may be any of the goods-jump paths). */
export function goodsPageTitle(goodsType: number | undefined): string {
  return TITLES[goodsType as GoodsType] ?? '课程详情'
}

/** '有效期12个月'; nothing for 0. */
export function validityText(months: number): string {
  return months > 0 ? `有效期${months}个月` : ''
}

/** How a selectable package's course choice reads: '已选2/3门'. */
export function courseChoiceText(chosen: number, needed: number): string {
  return `已选${chosen}/${needed}门`
}
