/** Loads what the goods page shows: the goods (by goodsId or tikuGoodsId), then its package, auditions, introduction, coupons. */
import { useCallback, useEffect, useState } from 'react'
import type { AuditionCourse, Coupon, GoodsDetail, GoodsIntroduction } from '@shared/goods'
import { goodsDetailQuery } from '@/core/earlyCalls'
import { goodsApi } from '@/services'
import { useStores } from '@/stores'
import { checkoutStore } from '@/stores/instances/checkout'

export interface GoodsQuery {
  goodsId?: string
  tikuGoodsId?: string
}

export function useGoodsDetail(query: GoodsQuery) {
  const { session } = useStores()
  const checkout = checkoutStore()
  const loggedIn = session.isLoggedIn
  const [goods, setGoods] = useState<GoodsDetail | null>(null)
  const [failed, setFailed] = useState(false)
  const [intro, setIntro] = useState<GoodsIntroduction | null>(null)
  const [coupons, setCoupons] = useState<Coupon[]>([])
  const [auditions, setAuditions] = useState<AuditionCourse[]>([])
  const [collected, setCollected] = useState(false)
  const { goodsId, tikuGoodsId } = query

  const loadCoupons = useCallback((id: number) => {
    goodsApi.coupons(id).then(setCoupons, () => setCoupons([]))
  }, [])

  useEffect(() => {
    let live = true
    setFailed(false)
    goodsApi.detail(goodsDetailQuery({ goodsId, tikuGoodsId })).then(
      (detail) => {
        if (!live) return
        setGoods(detail)
        setCollected(!!detail.collected)
        void checkout.open(detail)
        goodsApi.countVisit(detail.goodsId).catch(() => undefined)
        goodsApi.introduction(detail.goodsId).then((i) => live && setIntro(i), () => undefined)
        loadCoupons(detail.goodsId)
      },
      () => live && setFailed(true),
    )
    return () => { live = false }
  }, [goodsId, tikuGoodsId, checkout, loadCoupons, loggedIn])

  // Auditions follow the chosen package.
  const spPriceId = checkout.goods?.goodsId === goods?.goodsId ? checkout.spec?.spPriceId : undefined
  useEffect(() => {
    if (!spPriceId) return
    let live = true
    goodsApi.auditions(spPriceId).then((list) => live && setAuditions(list), () => live && setAuditions([]))
    return () => { live = false }
  }, [spPriceId])

  return { goods, failed, intro, coupons, auditions, collected, setCollected, reloadCoupons: () => goods && loadCoupons(goods.goodsId) }
}
