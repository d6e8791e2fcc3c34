/** Loads what the goods page shows: the goods (by goodsId or tikuGoodsId), then its package, auditions, introduction, coupons. */
import { useEffect, useMemo, useState } from 'react'
import type { AuditionCourse, Coupon, GoodsDetail, GoodsIntroduction } from '@contract/goods'
import { goodsDetailQuery } from '@/core/earlyCalls'
import { useGoodsApi, type GoodsApi } from '@/services/goods'
import { isUnanswered } from '@/services/request'
import { useStores } from '@/stores'
import { useCheckoutStore } from '@/packages/goods/stores/instances'
import { Loadable } from '@/stores/loadable'

export interface GoodsQuery {
  goodsId?: string
  tikuGoodsId?: string
}

/**
 * The goods page's remote data. Each load of the goods asks its introduction and coupons again (after `shown`, which
 * opens the checkout on it); the auditions follow the chosen package, the shown ones kept until the next arrive.
 */
class GoodsData {
  readonly goods: Loadable<GoodsDetail>
  readonly intro: Loadable<GoodsIntroduction>
  /** None when they cannot be read. */
  readonly coupons: Loadable<Coupon[]>
  /** None when they cannot be read. */
  readonly auditions: Loadable<AuditionCourse[]>
  /** False once the page has gone or asks for other goods: a late answer (or one overtaken) then changes nothing else. */
  active = true
  private asked = 0
  private goodsId = 0
  private spPriceId = 0

  constructor(api: GoodsApi, { goodsId, tikuGoodsId }: GoodsQuery, shown: (detail: GoodsDetail) => void) {
    this.goods = new Loadable(async () => {
      const asked = ++this.asked
      const detail = await api.detail(goodsDetailQuery({ goodsId, tikuGoodsId }))
      if (this.active && asked === this.asked) {
        shown(detail)
        this.goodsId = detail.goodsId
        api.countVisit(detail.goodsId).catch(() => undefined)
        void this.intro.load()
        void this.coupons.load()
      }
      return detail
    })
    this.intro = new Loadable(() => api.introduction(this.goodsId))
    this.coupons = new Loadable(() => api.coupons(this.goodsId).catch(() => []))
    this.auditions = new Loadable(() => api.auditions(this.spPriceId).catch(() => []))
  }

  loadAuditions(spPriceId: number): Promise<void> {
    this.spPriceId = spPriceId
    return this.auditions.load()
  }
}

export function useGoodsDetail(query: GoodsQuery) {
  const { session } = useStores()
  const goodsApi = useGoodsApi()
  const checkout = useCheckoutStore()
  const loggedIn = session.isLoggedIn
  const [collected, setCollected] = useState(false)
  const { goodsId, tikuGoodsId } = query

  const data = useMemo(() => new GoodsData(goodsApi, { goodsId, tikuGoodsId }, (detail) => {
    setCollected(!!detail.collected)
    void checkout.open(detail)
  }), [goodsApi, goodsId, tikuGoodsId, checkout])
  useEffect(() => {
    data.active = true
    return () => { data.active = false }
  }, [data])

  // Loaded again on login or logout (what the learner may buy and has collected).
  useEffect(() => {
    void data.goods.load()
  }, [data, loggedIn])

  const goods = data.goods.data
  // Auditions follow the chosen package.
  const spPriceId = checkout.goods?.goodsId === goods?.goodsId ? checkout.spec?.spPriceId : undefined
  useEffect(() => {
    if (spPriceId) void data.loadAuditions(spPriceId)
  }, [data, spPriceId])

  return {
    goods,
    /** The server has no such goods (or refused it). */
    failed: data.goods.error && !isUnanswered(data.goods.failure),
    /** The goods read got no answer (5xx, timeout, no connection): said with a retry. */
    unanswered: data.goods.error && isUnanswered(data.goods.failure),
    retry: () => void data.goods.load(),
    intro: data.intro.data,
    /** The introduction's read failed: its section says so with a retry. */
    introFailed: data.intro.status === 'error',
    retryIntro: () => void data.intro.load(),
    coupons: data.coupons.data ?? [],
    auditions: data.auditions.data ?? [],
    collected,
    setCollected,
    reloadCoupons: () => goods && data.coupons.load(),
  }
}
