// The screens a learner meets: every route of the route table, in the states the learner sees it in (guest, logged
// in, empty, loaded, a dialog open). Each screen:
//   name      file name of its picture (unique)
//   path      the URL's path and query, or (ids) => path, ids being the seeded rows of `seedIds`
//   as        who looks: 'guest' (default), 'learner' (13900139000: an order in every state), 'new' (no orders),
//             'many' (25 orders), 'staff' (a bound sales staff member), 'refund' (a course paid twice)
//   ready     a selector that is on the screen once it has loaded
//   open      (page) => brings up the dialog or state to picture, after `ready`
//   scope     a selector of the open dialog: the box checks look only inside it (what lies under an overlay is
//             covered by design)
//   brief     the dialog goes by itself (a toast): pictured once fully shown, held while checked (checks.ts holdToasts);
//             on any other screen a toast is waited out (untilStill)
//   userAgent the browser's user agent (WeChat's browser, the provider's app)
//   fail      an API path whose calls lose their connection (the page as a bad network leaves it)
//   ip        the address the sandbox's IP location places the browser at (an RFC 5737 address; default: loopback,
//             not placed)
//   skip      names of checks (checkScreen's) left out on this screen
import type { Page } from 'playwright-core'
import { WECHAT_UA } from './userAgents'

const LEARNER = '13900139000'
export const MOBILES = { learner: LEARNER, new: '13800138000', many: '15800158000', staff: '13600136000', refund: '15900159000' }

/** A seeded order as URLs name it: its trade order id (t) and id. */
export interface SeedOrder {
  t: string
  id: number
}

/** The rows of an SQL query on the server's database (dbRows bound to the server). */
export type SeedRows = (sql: string, ...params: unknown[]) => Promise<SeedOrder[]>

/** Ids of seeded rows that URLs need: the learner's orders by what they show. */
export async function seedIds(rows: SeedRows) {
  const order = async (sp: number) => (await rows(`SELECT o.trade_order_id AS t, o.id FROM orders o JOIN users u ON u.id = o.user_id WHERE u.mobile = ? AND o.sp_price_id = ? ORDER BY o.id LIMIT 1`, LEARNER, sp))[0]
  return {
    pending: await order(102),
    paying: await order(1301),
    loanFail: await order(1302),
    inTheLoan: await order(802),
    signed: await order(101),
    visaFree: await order(201),
    degree: await order(3001),
    refund: (await rows(`SELECT o.trade_order_id AS t, o.id FROM orders o JOIN users u ON u.id = o.user_id WHERE u.mobile = ?`, MOBILES.refund))[0],
  }
}

/** What seedIds resolves: the seeded orders by name. */
export type SeedIds = Awaited<ReturnType<typeof seedIds>>

/** Who looks at a screen: a guest or one of the MOBILES accounts. */
export type Viewer = 'guest' | keyof typeof MOBILES

/** One tap of an `open` made by `taps`: the first visible match of `css` (holding `text`, if given). */
export interface Tap {
  css: string
  text?: string
}

/** A screen's `open` step (Playwright code); one made by `taps` carries its taps for WebKit. */
export type Open = ((page: Page) => Promise<void>) & { taps?: Tap[] }

/** A screen (see the top of this file for each field). */
export interface Screen {
  name: string
  path: string | ((ids: SeedIds) => string)
  as?: Viewer
  ready: string
  open?: Open
  scope?: string
  brief?: boolean
  userAgent?: string
  fail?: string
  ip?: string
  skip?: string[]
}

/** Scrolls the first `selector` to `top` px below the top of the screen (Taro's H5 pages scroll inside .taro_page). */
const scrollTo = (selector: string, top = 60) => async (page: Page) => {
  await page.locator(selector).first().evaluate((el, y) => el.closest('.taro_page')!.scrollBy(0, el.getBoundingClientRect().top - y), top)
}

/**
 * Taps in order, each a selector or { css, text } (the first visible match holding the text): a Playwright `open`
 * that carries the same taps as `open.taps`, for the WebKit screens (webkit.test.ts) to replay.
 */
const taps = (...list: (string | Tap)[]) => {
  const steps: Tap[] = list.map((t) => (typeof t === 'string' ? { css: t } : t))
  const open = async (page: Page) => {
    for (const { css, text } of steps) await (text ? page.locator(css, { hasText: text }) : page.locator(css)).first().click()
  }
  return Object.assign(open, { taps: steps })
}

const tap = (css: string, text?: string) => taps({ css, text })

/** An ad place (62, 63, 64 in a build for any environment but production) scrolled into view, its first picture drawn. */
const adPlace = (place: number) => async (page: Page) => {
  const box = `.ad-banner[data-ad-place="${place}"]`
  await scrollTo(box, 300)(page)
  await page.waitForFunction((css: string) => {
    const img = document.querySelector<HTMLImageElement>(`${css} .banner-swiper__pic img, ${css} img.banner-swiper__pic`)
    return !!img && img.complete && img.naturalWidth > 0
  }, box, { timeout: 20_000 })
  await scrollTo(box, 300)(page)
}

/** The goods introduction scrolled to the top, its HTML drawn (its sanitizer loads as it nears the screen). */
async function introduction(page: Page) {
  await page.locator('.goods-page__intro').waitFor({ state: 'attached' })
  await scrollTo('.goods-page__intro', 120)(page)
  await page.locator('.goods-page__intro:not(.rich-html--pending)').waitFor()
  await scrollTo('.goods-page__intro', 120)(page) // the page is longer now
}

/** The introduction's section with its read failed, scrolled to once the ad place above it has drawn its picture. */
async function failedIntroduction(page: Page) {
  await page.locator('.list-footer--error').waitFor({ state: 'attached' })
  await adPlace(63)(page)
  await scrollTo('.list-footer--error', 300)(page)
}

/** Password login without a phone: the form says what is missing. */
async function passwordWithoutPhone(page: Page) {
  await page.locator('.account-links__switch:visible').click()
  await page.locator('input[placeholder="请输入密码"]:visible').fill('Secret123')
  await page.locator('input[placeholder="请输入手机号"]:visible').fill('1380013')
  await page.locator('.password-login__submit:visible').click()
}

/** Through the sandbox provider's consent to the bind step of a third-party account seen for the first time. */
async function oauthFirstTime(page: Page) {
  await page.locator('.login-panel__oauth:visible').click()
  await page.locator('button[value="allow"]').click()
  await page.locator('.authorize-bind').waitFor()
}

export const SCREENS: Screen[] = [
  // Tab pages.
  { name: 'home-guest', path: '/publicPage/textualResearch', ready: '.goods-card' },
  { name: 'home-learner', path: '/publicPage/textualResearch', as: 'learner', ready: '.goods-card' },
  { name: 'school-guest', path: '/publicPage/homeSchool', ready: '.goods-card' },
  { name: 'articles-guest', path: '/article', ready: '.article-item, .article-card' },
  { name: 'articles-unanswered', path: '/article', fail: '/api/news/app/informationList/v3', ready: '.article-list__footer--error' },
  { name: 'articles-region', path: '/article', ready: '.article-region', open: tap('.article-region'), scope: '.article-region__popup' },
  { name: 'articles-channels', path: '/article', ready: '.article-sites__more', open: tap('.article-sites__more'), scope: '.article-channel' },
  // The fourth layout (showType 4): the feature card, scrolled to the top of the screen.
  { name: 'articles-feature-card', path: '/article', ready: '.article-item--style4', open: scrollTo('.article-item--style4', 140) },
  // Placed by IP in 四川 (198.51.100.7): the region reads its name, the lists are its articles and the nationwide ones.
  { name: 'articles-located', path: '/article', ip: '198.51.100.7', ready: '.article-item' },
  { name: 'mine-guest', path: '/publicPage/myPage', ready: '.nut-cell' },
  { name: 'mine-learner', path: '/publicPage/myPage', as: 'learner', ready: '.nut-cell' },
  { name: 'mine-guest-ad', path: '/publicPage/myPage', ready: '.nut-cell', open: adPlace(64) },
  { name: 'mine-learner-ad', path: '/publicPage/myPage', as: 'learner', ready: '.account-security', open: adPlace(64) },
  { name: 'login', path: '/login', ready: 'input' },
  { name: 'login-claim', path: '/login?origin=pkg', ready: 'input' },
  // The code form's switch to password login (its title follows), and a refused password's toast.
  { name: 'login-password', path: '/login', ready: '.account-links__switch', open: tap('.account-links__switch') },
  { name: 'login-password-empty-phone', path: '/login', ready: '.account-links__switch', open: passwordWithoutPhone, scope: '.taro__toast > *', brief: true },
  { name: 'not-found', path: '/404', ready: '.nut-button' },

  // Goods.
  { name: 'goods-single', path: '/singleSubject?goodsId=9', ready: '.buy-bar' },
  { name: 'goods-all', path: '/allSubject?goodsId=8', ready: '.buy-bar' },
  { name: 'goods-login-popup', path: '/allSubject?goodsId=2', ready: '.buy-bar', open: tap('.buy-bar .nut-button'), scope: '.login-popup' },
  // Buying before choosing a campus: the toast says what is missing.
  { name: 'goods-toast-campus', path: '/allSubject?goodsId=1', ready: '.buy-bar', open: tap('.buy-bar .nut-button'), scope: '.taro__toast > *', brief: true },
  { name: 'goods-learner', path: '/allSubject?goodsId=1', as: 'learner', ready: '.buy-bar' },
  { name: 'goods-ad', path: '/allSubject?goodsId=1', ready: '.buy-bar', open: adPlace(63) },
  // The introduction, below the fold: sanitised and drawn once scrolled near.
  { name: 'goods-intro', path: '/allSubject?goodsId=1', ready: '.buy-bar', open: introduction },
  { name: 'goods-learner-ad', path: '/allSubject?goodsId=1', as: 'learner', ready: '.buy-bar', open: adPlace(63) },
  // The learner has goods 2 paid: buying it again says so (judgeGoodsRepeatPay), with 查看订单.
  { name: 'goods-repeat-purchase', path: '/singleSubject?goodsId=2', as: 'learner', ready: '.buy-bar', open: tap('.buy-bar .nut-button', '立即购买'), scope: '.taro-modal__content' },
  // A question bank opened by the spec's link (the home route with tikuGoodsId): its goods page.
  { name: 'goods-question-bank-spec-link', path: `/publicPage/textualResearch?tikuGoodsId=90001&tikuGoodsName=${encodeURIComponent('初级会计题库')}`, ready: '.buy-bar' },
  // The introduction's read gets no answer: its section says so, with a retry, below the rest of the goods.
  { name: 'goods-intro-unanswered', path: '/allSubject?goodsId=1', fail: '/api/goods/front/findIntroduceByIdForApp', ready: '.buy-bar', open: failedIntroduction },
  { name: 'select-city', path: '/ty/SelectCity?goodsId=1&newBusinessId=1', ready: 'body' },
  { name: 'select-city-unanswered', path: '/ty/SelectCity?goodsId=1&newBusinessId=1', fail: '/api/goods/front/findAllCity', ready: '.load-error__retry' },
  { name: 'select-school', path: '/ty/SelectSchool?goodsId=1&newBusinessId=1', ready: 'body' },
  { name: 'course-select', path: '/ty/CourseSelect?goodsId=3&spPriceIdStr=302', ready: '.nut-button' },
  { name: 'audition-courses', path: '/ty/allScreen?goodsId=1&spPriceId=101', ready: 'body' },
  { name: 'category', path: `/category?id=2&name=${encodeURIComponent('中级会计')}`, ready: '.goods-card' },
  { name: 'kefu', path: '/ty/kefu', ready: 'body' },
  { name: 'search', path: '/searchPage', ready: 'input' },
  { name: 'vip-list', path: '/vipList', ready: 'body' },
  { name: 'favourites-empty', path: '/favourites', as: 'new', ready: 'body' },
  { name: 'favourites-articles', path: '/favourites?tab=articles', as: 'learner', ready: '.favourites-article' },
  { name: 'favourites-articles-empty', path: '/favourites?tab=articles', as: 'new', ready: '.favourites-page__articles .empty-state' },

  // Orders.
  // The learner's declined loan is announced once, in a dialog over the list.
  { name: 'my-orders-loan-declined', path: '/ty/myOrder', as: 'learner', ready: '.order-card', scope: '.nut-dialog' },
  { name: 'my-orders-loaded', path: '/ty/myOrder', as: 'many', ready: '.order-card' },
  { name: 'my-orders-invite-code', path: '/ty/myOrder', as: 'learner', ready: '.order-card', scope: '.invite-dialog',
    open: async (page) => {
      // The declined loan is announced once (the previous screen saw it): close it if it is there.
      const notice = page.locator('.nut-dialog').filter({ visible: true })
      if (await notice.count()) await notice.getByText('取消', { exact: true }).click()
      await page.locator('.order-card .nut-button', { hasText: '填写邀请码' }).first().click()
    } },
  { name: 'my-orders-empty', path: '/ty/myOrder', as: 'new', ready: '.my-order' },
  // The first page gets no answer: 加载失败 with 重新加载 (the reading of the spec's silence: src/core/order/list.ts).
  { name: 'my-orders-unanswered', path: '/ty/myOrder', as: 'learner', fail: '/api/order/getOrderList', ready: '.load-error__retry' },
  { name: 'my-orders-cancel', path: '/ty/myOrder?tagStatus=0', as: 'many', ready: '.order-card', open: tap('.order-card .nut-button', '取消订单'), scope: '.nut-dialog' },
  // Confirm order's views (chooseConfirmView): Full, Loan (a part paid, instalment platforms offered), Stages (in the
  // loan) and LoanPay (the instalment step, isLoanPay=1); then the pay popup over Full.
  { name: 'confirm-order', path: (ids) => `/ty/confirmOrder?tradeOrderId=${ids.pending.t}`, as: 'learner', ready: '.confirm-order[data-view="Full"] .order-goods__name' },
  { name: 'confirm-order-pay-popup', path: (ids) => `/ty/confirmOrder?tradeOrderId=${ids.pending.t}`, as: 'learner', ready: '.order-goods__name',
    open: taps('.confirm-order__agreement .nut-checkbox', '.pay-bar .nut-button'), scope: '.pay-popup' },
  { name: 'confirm-order-paying', path: (ids) => `/ty/confirmOrder?tradeOrderId=${ids.paying.t}`, as: 'learner', ready: '.confirm-order[data-view="Loan"] .order-goods__name' },
  { name: 'confirm-order-stages', path: (ids) => `/ty/confirmOrder?tradeOrderId=${ids.inTheLoan.t}`, as: 'learner', ready: '.confirm-order[data-view="Stages"] .order-goods__name' },
  { name: 'confirm-order-loan-pay', path: (ids) => `/ty/confirmOrder?tradeOrderId=${ids.loanFail.t}&isLoanPay=1`, as: 'learner', ready: '.confirm-order[data-view="LoanPay"] .loan-platform' },
  // A paid order (state 3): '该订单已完成支付，无需重复支付' and the way to it, no agreement or pay bar.
  { name: 'confirm-order-paid', path: (ids) => `/ty/confirmOrder?tradeOrderId=${ids.visaFree.t}`, as: 'learner', ready: '.confirm-order[data-view="paid"] .paid-notice__button' },
  { name: 'confirm-order-loan', path: (ids) => `/ty/confirmOrder/confirmOrderLoan?tradeOrderId=${ids.pending.t}&orderId=${ids.pending.id}`, as: 'learner', ready: 'body' },
  { name: 'finish-pay', path: (ids) => `/ty/finishPay?tradeOrderId=${ids.visaFree.t}&orderId=${ids.visaFree.id}`, as: 'learner', ready: '.finish-pay' },
  { name: 'order-detail', path: (ids) => `/ty/payResult?tradeOrderId=${ids.signed.t}&orderId=${ids.signed.id}`, as: 'learner', ready: '.nut-button' },
  { name: 'order-detail-refund-due', path: (ids) => `/ty/payResult?tradeOrderId=${ids.refund.t}`, as: 'refund', ready: '.pay-result__refund' },
  { name: 'order-detail-unanswered', path: (ids) => `/ty/payResult?tradeOrderId=${ids.signed.t}`, as: 'learner', fail: '/api/order/queryOrderDetail', ready: '.load-error__retry' },
  { name: 'confirm-order-unanswered', path: (ids) => `/ty/confirmOrder?tradeOrderId=${ids.pending.t}`, as: 'learner', fail: '/api/order/queryPayGoodsInfo', ready: '.load-error__retry' },
  { name: 'sign-agreement-unanswered', path: (ids) => `/ty/signAgreement?tradeOrderId=${ids.visaFree.t}`, as: 'learner', fail: '/api/order/queryOrderDetail', ready: '.load-error__retry' },
  { name: 'order-detail-pending', path: (ids) => `/ty/payResult?tradeOrderId=${ids.pending.t}&orderId=${ids.pending.id}`, as: 'learner', ready: '.nut-button' },
  // A declined loan after the down payment: the detail without a pay bar, and confirm order's Loan view with the order's
  // own list, whose entry asks to choose another platform.
  { name: 'order-detail-loan-failed', path: (ids) => `/ty/payResult?tradeOrderId=${ids.loanFail.t}`, as: 'learner', ready: '.pay-result__banner' },
  { name: 'confirm-order-loan-failed', path: (ids) => `/ty/confirmOrder?tradeOrderId=${ids.loanFail.t}`, as: 'learner', ready: '.loan-entry__row' },
  // The education picker: '请选择' and the options of the enterprise dictionary's result.
  { name: 'sign-agreement-education', path: (ids) => `/ty/signAgreement?tradeOrderId=${ids.paying.t}&orderId=${ids.paying.id}`, as: 'learner', ready: '.sign-form__education[data-source="dict"]', open: tap('.sign-form__education'), scope: '.nut-picker' },
  { name: 'sign-agreement', path: (ids) => `/ty/signAgreement?tradeOrderId=${ids.visaFree.t}&orderId=${ids.visaFree.id}`, as: 'learner', ready: '.sign-agreement, .sign-form, .nut-button' },
  { name: 'sign-agreement-id-kinds', path: (ids) => `/ty/signAgreement?tradeOrderId=${ids.paying.t}&orderId=${ids.paying.id}`, as: 'learner', ready: '.sign-form__id-kind', open: tap('.sign-form__id-kind'), scope: '.nut-actionsheet' },
  { name: 'sign-agreement-degree', path: (ids) => `/ty/signAgreement?tradeOrderId=${ids.degree.t}&orderId=${ids.degree.id}`, as: 'learner', ready: '.sign-form--study' },
  { name: 'order-detail-degree', path: (ids) => `/ty/payResult?tradeOrderId=${ids.degree.t}&orderId=${ids.degree.id}`, as: 'learner', ready: '.pay-result__enrol', open: scrollTo('.pay-result__enrol', 300) },
  // H5 never opens it (a loan or sign page is a plain redirect there); with no business domain configured, the link to copy.
  { name: 'web-page', path: `/ty/webPage?url=${encodeURIComponent('http://127.0.0.1:3100/sandbox/loan?app=1')}&title=${encodeURIComponent('前往分期平台')}`, as: 'learner', ready: '.web-page' },
  { name: 'loan', path: (ids) => `/ty/loan?tradeOrderId=${ids.loanFail.t}&orderId=${ids.loanFail.id}`, as: 'learner', ready: 'body' },

  // Articles.
  { name: 'article-detail', path: '/article/10101', as: 'learner', ready: '.article-detail, .detail' },
  { name: 'article-detail-ad', path: '/article/10101', as: 'learner', ready: '.article-detail__marks', open: adPlace(62) },

  // Knowledge store and student aid.
  { name: 'knowledge-shop', path: '/knowledge-shop', ready: 'body' },
  { name: 'knowledge-list', path: '/product', ready: 'body' },
  { name: 'knowledge-floor', path: '/xxff', ready: 'body' },
  { name: 'knowledge-zone', path: '/kczq', ready: 'body' },
  { name: 'knowledge-audition', path: '/audition', ready: 'body' },
  { name: 'knowledge-audition-play', path: '/audition-play?id=521', as: 'learner', ready: 'body' },
  { name: 'knowledge-received', path: '/pkg-received', as: 'learner', ready: 'body' },
  { name: 'knowledge-detail', path: '/course-detail?id=501', ready: 'body' },
  // The zone the goods belongs to (knowZone) with 3 more of its goods.
  { name: 'knowledge-detail-zone', path: '/course-detail?id=503', ready: '.k-zone', open: scrollTo('.k-zone') },
  // Scrolled to the end: the zone's last 马上学习 clears the floating share button.
  { name: 'knowledge-detail-zone-end', path: '/course-detail?id=503', ready: '.k-zone', open: async (page) => {
    await page.locator('.k-zone').evaluate((el) => el.closest('.taro_page')!.scrollTo(0, 1e6))
  } },
  // An audition to book, booked here: 已预约 (ifSubscribe); then the audition list's card reads it too.
  { name: 'knowledge-detail-booked', path: '/course-detail?id=528', as: 'learner', ready: '.k-bar .nut-button', open: async (page) => {
    await page.locator('.k-bar .nut-button').click()
    await page.locator('.k-bar .nut-button', { hasText: '已预约' }).waitFor()
  } },
  { name: 'knowledge-audition-booked', path: '/audition', as: 'learner', ready: '.k-card', open: async (page) => {
    await scrollTo('.k-audition__section--book')(page)
    // The covers load lazily, once scrolled to.
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.k-audition__section--book img')].every((i) => i.complete && i.naturalWidth > 0))
  } },
  { name: 'job-share', path: '/job-share?id=514', ready: 'body' },
  { name: 'member-detail', path: '/member-detail?id=533', ready: 'body' },
  { name: 'member-detail-shares-unanswered', path: '/member-detail?id=533', fail: '/api/knowledge/ksStudentShareList', ready: '.list-footer--error' },
  { name: 'member-shares', path: '/member-share-list', ready: 'body' },
  { name: 'wx-home', path: '/wx', ready: 'body' },
  { name: 'wx-category', path: '/wx/category?id=2', ready: 'body' },
  { name: 'wx-search', path: `/wx/search?videoName=${encodeURIComponent('凭证')}`, ready: 'body' },
  { name: 'wx-checkin', path: '/wx/checkin', as: 'learner', ready: 'body' },

  // Practical course.
  { name: 'practice-course', path: '/subChannel/practicalCourse', ready: 'body' },
  { name: 'practice-audition', path: '/subChannel/practicalCourse?tab=audition', ready: 'body' },

  // Sharing.
  { name: 'share-course', path: `/shareCourse?courseType=2&courseName=${encodeURIComponent('初级会计职称全科')}&courseUrl=${encodeURIComponent('/allSubject?goodsId=1')}`, ready: 'body' },
  { name: 'share-guide-wechat', path: '/subChannel/practicalCourse', userAgent: WECHAT_UA, ready: '.practice-page__share', open: tap('.practice-page__share'), scope: '.share-guide' },

  // Live and mock exams.
  { name: 'live-centre', path: '/liveCenter', ready: 'body' },
  // A learner reserves the first class not started yet: the card reads 已预约 and the count has moved (the toast gone).
  { name: 'live-centre-reserved', path: '/liveCenter', as: 'learner', ready: '.live-card__reserve',
    open: async (page) => {
      await page.locator('.live-card__reserve').first().click()
      await page.locator('.live-card[data-reserved="true"]').first().waitFor()
    } },
  { name: 'live-centre-reserve-login', path: '/liveCenter', ready: '.live-card__reserve', open: tap('.live-card__reserve'), scope: '.login-popup' },
  { name: 'live-room', path: '/live?liveId=2', as: 'learner', ready: '.live-room__reserve' },
  // The room of a class not started yet, as a guest: 'N人已预约' and 预约直播; its login popup; a learner's 已预约.
  { name: 'live-room-guest', path: '/live?liveId=2', ready: '.live-room__reserve' },
  { name: 'live-room-reserve-login', path: '/live?liveId=2', ready: '.live-room__reserve', open: tap('.live-room__reserve'), scope: '.login-popup' },
  { name: 'live-room-reserved', path: '/live?liveId=3', as: 'learner', ready: '.live-room__reserve',
    open: async (page) => {
      await page.locator('.live-room__reserve').click()
      await page.locator('.live-room[data-reserved="true"]').waitFor()
    } },
  // A live class, as a guest: no stream before the login, 登录后观看.
  { name: 'live-room-live-guest', path: '/live?liveId=1', ready: '.live-room__notice' },
  { name: 'live-replay', path: '/liveReplay?liveId=6', as: 'learner', ready: 'body' },
  { name: 'live-share', path: '/shareLiveClass?id=1', ready: 'body' },
  { name: 'mock-exams', path: '/mockExam', ready: 'body' },
  { name: 'mock-exams-totals-unanswered', path: '/mockExam', fail: '/api/livelist/examPaperCount/examSum', ready: '.list-footer--error' },
  { name: 'mock-exam-rank', path: '/mockExam/rank?examId=1', ready: 'body' },
  { name: 'mock-exam-records', path: '/mockExam/records', as: 'learner', ready: 'body' },

  // Sales staff.
  { name: 'staff-customers', path: '/customerList', as: 'staff', ready: 'body' },
  { name: 'staff-private', path: '/private', as: 'staff', ready: 'body' },
  // The education filter: '全部学历' and the dictionary's options.
  { name: 'staff-private-education', path: '/private', as: 'staff', ready: '.customer-card', open: tap('.nut-menu-title', '全部学历'), scope: '.nut-menu-container-content' },
  { name: 'staff-pullnew', path: '/pullnew', as: 'staff', ready: 'body' },

  // Account pages.
  { name: 'register', path: '/register', ready: '.account-form__captcha-image' },
  { name: 'register-captcha-unanswered', path: '/register', fail: '/api/account/captcha-image', ready: '.account-form__captcha-wait--error' },
  { name: 'register-toast', path: '/register', ready: '.account-form__captcha-image', open: tap('.account-form__send'), scope: '.taro__toast > *', brief: true },
  { name: 'reset-password', path: '/resetPassWord', ready: '.account-form__captcha-image' },
  { name: 'reset-password-mail', path: '/resetPassWord', ready: '.account-form__captcha-image', open: tap('.reset-page__way', '邮箱找回') },
  { name: 'protocol', path: '/protocol', ready: '.policy__heading' },
  // A return this tab never started: refused, with the way back to login.
  { name: 'authorize', path: '/authorize?code=x&state=y', ready: '.authorize__error' },
  // A first third-party sign-in: the sandbox provider's consent, then the phone to bind.
  { name: 'authorize-bind', path: '/login?redirect=%2Fty%2FmyOrder', ready: '.login-panel__oauth', open: oauthFirstTime },
  { name: 'oauth-consent', path: '/login', ready: '.login-panel__oauth', open: tap('.login-panel__oauth') },
  { name: 'school-404', path: '/404-school', ready: 'body' },

  // Topics and the CPA funnel.
  { name: 'special-topic', path: '/specialTopic', ready: '.topic-card' },
  { name: 'special-topic-detail', path: '/specialTopicDetail?id=1', ready: 'body' },
  { name: 'cpa-pioneer', path: '/cpaPioneer', ready: 'body' },
  { name: 'cpa-pioneer-form', path: '/cpaPioneer2', ready: 'body' },
  { name: 'cpa-pioneer-done', path: '/cpaPioneerSuccess2', ready: 'body' },
  { name: 'cpa-materials', path: '/cpaPioneer3', ready: 'body' },
  { name: 'cpa-materials-done', path: '/cpaPioneerSuccess3', ready: 'body' },

  // Last: it opens a payment on the learner's pending order, which the screens above picture unpaid.
  // Back from the cashier with the payment still out, the learner is warned before leaving.
  { name: 'confirm-order-leave', path: (ids) => `/ty/confirmOrder?tradeOrderId=${ids.pending.t}`, as: 'learner', ready: '.order-goods__name', scope: '.leave-warning',
    open: async (page) => {
      const url = page.url()
      await page.locator('.confirm-order__agreement .nut-checkbox').click()
      await page.locator('.pay-bar .nut-button').last().click()
      await page.locator('.pay-popup .nut-button').filter({ visible: true }).last().click()
      await page.waitForURL((u) => !u.pathname.startsWith('/ty/confirmOrder'))
      await page.goto(url)
      await page.locator('.order-goods__name').waitFor()
      await page.locator('.nut-navbar-left').first().click()
    } },
]
