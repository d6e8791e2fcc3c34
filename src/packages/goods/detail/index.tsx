/**
 * The goods page: every goods URL of the goods jump (/singleSubject, /allSubject, /internship, /classVip, /cpa,
 * /taxAgent, /textualResearch for question banks, /ty/singleSubject, /ty/allSubject) with goodsId (question banks:
 * tikuGoodsId, tikuGoodsName). Pictures, price, packages, included courses, validity, campus, auditions, coupons,
 * the instalment choice, the ad place, introduction and the buy bar. Buying asks an anonymous learner to log in first
 * and then carries on: to confirm order, or with an instalment platform chosen to confirm order with isLoanPay=1. A
 * purchase that would repeat one of the learner's orders (bought already, or awaiting payment) makes no order: a
 * dialog says so and '查看订单' opens that order's detail.
 */
import { useEffect } from 'react'
import { observer } from 'mobx-react'
import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import type { Coupon } from '@contract/goods'
import { unavailableLabel } from '@/core/checkout'
import { goodsPageTitle } from '@/core/goods'
import { link } from '@/core/links'
import { goodsSaleFacts, sellsHere, VIRTUAL_PAY_TEXT } from '@/core/order/virtualPay'
import { REPEAT_PAY_TEXT, type RepeatPayPrompt } from '@/core/repeatPay'
import { HOME_URL, pageTitle } from '@/core/routes'
import { BuyBar } from '@/packages/goods/components/BuyBar'
import { AdBanner } from '@/components/AdBanner'
import { ErrorBoundary } from '@/components/ErrorBoundary'
import { EmptyState } from '@/components/EmptyState'
import { LoadError, LoadErrorLine } from '@/components/ListFooter'
import { useLoginThen } from '@/components/LoginPopup'
import { NavBar } from '@/components/NavBar'
import { Section } from '@/components/Section'
import { environment } from '@/platform/environment'
import { currentUrl, setDocumentTitle } from '@/platform/location'
import { useShare } from '@/components/PageShare'
import { navigateTo, redirectTo } from '@/platform/navigation'
import { consult } from '@/platform/consult'
import { RichHtml } from '@/components/RichHtml'
import { confirm, toast } from '@/platform/ui'
import { virtualPayState } from '@/platform/virtualPay'
import { usePaintedSteps } from '@/components/hooks/useAfterFirstPaint'
import { useGoodsApi } from '@/services/goods'
import { AuditionSection, CampusRow, CouponSection, GOODS_PAGE_TEXT, GoodsSummary, InstalmentSection, PackageSection } from './GoodsSections'
import { useGoodsDetail } from './useGoodsDetail'
import './index.css'
import { useCheckoutStore } from '@/packages/goods/stores/instances'

export default observer(function GoodsDetailPage() {
  const { params } = useRouter()
  const checkout = useCheckoutStore()
  const goodsApi = useGoodsApi()
  const { goods, failed, unanswered, retry, intro, introFailed, retryIntro, coupons, auditions, collected, setCollected, reloadCoupons } = useGoodsDetail(params)
  const { loginThen, loginPopup } = useLoginThen()
  const title = goods?.tikuGoodsName || goodsPageTitle(goods?.goodsType)
  // The instalment choice, coupons, auditions and introduction lie below the fold: rendered once the top is painted.
  // Below the fold, one section per painted frame: instalments, coupons, auditions, the ad place, the introduction.
  const belowFold = usePaintedSteps(5, !!goods)

  useEffect(() => {
    setDocumentTitle(pageTitle(title))
  }, [title])

  useShare(goods ? { title: goods.goodsName, desc: goods.subtitle, imgUrl: goods.thumbPath, link: currentUrl() } : null)

  if (failed) {
    return (
      <View>
        <NavBar title={GOODS_PAGE_TEXT.pageTitle} />
        <EmptyState title={GOODS_PAGE_TEXT.notFound} description={GOODS_PAGE_TEXT.notFoundHint}>
          <View className="goods-page__home" onClick={() => void redirectTo(HOME_URL)}>{GOODS_PAGE_TEXT.toHome}</View>
        </EmptyState>
      </View>
    )
  }
  if (unanswered && !goods) {
    return (
      <View>
        <NavBar title={GOODS_PAGE_TEXT.pageTitle} />
        <LoadError onRetry={retry} />
      </View>
    )
  }
  if (!goods) return <NavBar title={GOODS_PAGE_TEXT.pageTitle} />

  const spec = checkout.goods?.goodsId === goods.goodsId ? checkout.spec : null
  const sale = goodsSaleFacts(goods, spec)
  const sells = sellsHere(environment(), virtualPayState(), sale)

  function buy() {
    const blocker = checkout.blocker
    if (blocker) {
      toast(blocker)
      return
    }
    loginThen(async () => {
      const result = await checkout.placeOrder()
      if (result.ok) await navigateTo(result.url)
      else if (result.repeat) await toExistingOrder(result.repeat)
      else if (result.message) toast(result.message)
    })
  }

  /** Bought already, or awaiting payment: said, with the way to that order. */
  async function toExistingOrder(repeat: RepeatPayPrompt) {
    const go = await confirm({
      title: REPEAT_PAY_TEXT.title, content: repeat.message, confirmText: REPEAT_PAY_TEXT.viewOrder, cancelText: REPEAT_PAY_TEXT.cancel,
    })
    if (go) await navigateTo(repeat.url)
  }

  function receive(coupon: Coupon) {
    loginThen(async () => {
      try {
        await goodsApi.receiveCoupon(coupon.couponId)
        toast(GOODS_PAGE_TEXT.couponReceived)
        reloadCoupons()
      } catch {
        // shown by the request layer
      }
    })
  }

  function toggleCollect() {
    loginThen(async () => {
      try {
        await goodsApi.collect(goods!.goodsId, !collected)
        setCollected(!collected)
        toast(collected ? GOODS_PAGE_TEXT.uncollected : GOODS_PAGE_TEXT.collected)
      } catch {
        // shown by the request layer
      }
    })
  }

  const courseSelectUrl = () => link('courseSelect', {
    goodsId: goods.goodsId,
    spPriceIdStr: spec?.spPriceId,
    statusSchool: goods.statusSchool ? 1 : 0,
    change: 1,
    courseIdList: (checkout.courseIds ?? []).join(','),
  })

  return (
    <View className="goods-page">
      <NavBar title={title} />
      <GoodsSummary goods={goods} />
      <PackageSection goods={goods} onChooseCourses={() => void navigateTo(courseSelectUrl())} />
      {goods.statusSchool && (
        <CampusRow onChoose={() => void navigateTo(link('selectSchool', { goodsId: goods.goodsId, newBusinessId: 1 }))} />
      )}
      {belowFold >= 1 && <InstalmentSection />}
      {belowFold >= 2 && <CouponSection coupons={coupons} onReceive={receive} />}
      {belowFold >= 3 && (
        <ErrorBoundary section>
          <AuditionSection
            auditions={auditions}
            onMore={() => void navigateTo(link('allScreen', { goodsId: goods.goodsId, spPriceId: spec?.spPriceId }))}
          />
        </ErrorBoundary>
      )}
      {belowFold >= 4 && (
        <ErrorBoundary section>
          <AdBanner slot="goods" />
        </ErrorBoundary>
      )}
      {belowFold >= 5 && intro?.html && (
        <Section title={GOODS_PAGE_TEXT.intro}>
          <RichHtml className="goods-page__intro" html={intro.html} whenNear />
        </Section>
      )}
      {belowFold >= 5 && introFailed && (
        <Section title={GOODS_PAGE_TEXT.intro}>
          <LoadErrorLine onRetry={retryIntro} />
        </Section>
      )}
      <BuyBar
        price={sale.price}
        original={spec?.originalPrice ?? goods.originalPrice}
        unavailable={unavailableLabel(goods.sellStatus)}
        notForSale={sells ? undefined : VIRTUAL_PAY_TEXT.unavailable}
        placing={checkout.placing}
        collected={collected}
        onBuy={buy}
        onService={() => void consult('goods', goods.goodsId)}
        onCollect={toggleCollect}
      />
      {loginPopup}
    </View>
  )
})
