/**
 * A purchase in progress on a goods page (docs/spec/ordering-payment.md sections 5, 7, 8): the chosen package, its courses,
 * the campus, and the order it creates. The choice pages (/ty/SelectCity, /ty/SelectSchool, /ty/CourseSelect)
 * write here and go back. Repeated taps create one order: a call in flight answers the same promise, a tap after
 * the order was made answers that order again without a request, and a retry of the same choice (after a failed
 * request) sends the same clientOrderKey, which the server answers with the same order. A new choice is a new key.
 * A package offering instalments (ty_getLoanPlatform) also takes the instalment choice (0: none, else a platform).
 * Inside the provider's native app the app makes the order (bridge generateOrder) and the page opens it the same way.
 * Before an order is made, a purchase that would repeat one of the learner's orders (judgeGoodsRepeatPay, by package
 * judgeCpaRepeatPay: src/core/repeatPay.ts) is answered with that order instead; an unanswered check lets it go on.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import type { City, GoodsDetail, IncludedCourse, School, Specification } from '@contract/goods'
import type { LoanPlatform } from '@contract/payment'
import type { CreateOrderPayload, CreateOrderResult } from '@contract/order'
import { BridgeError, type BridgeOrderRequest, type BridgeOrderResult } from '@/core/bridge'
import {
  appOrderRequest, buildCreateOrderPayload, CHECKOUT_TEXT, confirmOrderUrl, NO_INSTALMENT, purchaseBlocker, readCreateOrder, type InstalmentChoice,
  type Selection,
} from '@/core/checkout'
import type { Environment } from '@/core/environment'
import { newClientKey } from '@/core/ids'
import { APP_TEXT } from '@/core/texts'
import { repeatPayCall, repeatPayPrompt, type RepeatPayPrompt } from '@/core/repeatPay'
import type { GoodsApi } from '@/services/goods'
import type { OrderApi } from '@/services/order'

/** A failure says why (`message`, '' when nothing is to be said), or that the learner has the order already (`repeat`). */
export type PlaceOrderResult = { ok: true; url: string } | { ok: false; message: string; repeat?: RepeatPayPrompt }

export class CheckoutStore {
  goods: GoodsDetail | null = null
  spec: Specification | null = null
  /** Included courses of the chosen package. */
  courses: IncludedCourse[] = []
  /** The chosen package's courses got no answer: the page says so with a retry, and buying waits for them. */
  coursesFailed = false
  /** Chosen course ids of a selectable package (null: not chosen yet / fixed package). */
  courseIds: number[] | null = null
  city: City | null = null
  school: School | null = null
  /** Instalment platforms of the chosen package (ty_getLoanPlatform; empty: no instalment choice). */
  platforms: LoanPlatform[] = []
  /** The instalment choice: 0 none, else a platform id of `platforms`. */
  instalment: InstalmentChoice = NO_INSTALMENT
  placing = false
  private inFlight: Promise<PlaceOrderResult> | null = null
  private clientKey = ''
  /** The order made for the current choice: further taps (or coming back and tapping again) open it again. */
  private placed: { key: string; result: PlaceOrderResult } | null = null

  constructor(
    private readonly goodsApi: Pick<GoodsApi, 'includedCourses' | 'repeatPay' | 'cpaRepeatPay'>,
    private readonly orderApi: Pick<OrderApi, 'createOrder' | 'loanPlatforms'>,
    private readonly userId: () => number,
    private readonly env: () => Pick<Environment, 'isIOS'>,
    /** Inside the provider's app the app makes the order (bridge generateOrder); null elsewhere. */
    private readonly appOrder: (() => ((order: BridgeOrderRequest) => Promise<BridgeOrderResult>) | null) = () => null,
  ) {
    makeAutoObservable<CheckoutStore, 'goodsApi' | 'orderApi' | 'userId' | 'env' | 'appOrder' | 'inFlight' | 'clientKey' | 'placed'>(this, {
      goodsApi: false, orderApi: false, userId: false, env: false, appOrder: false, inFlight: false, clientKey: false, placed: false,
    })
  }

  get selection(): Selection {
    return { spec: this.spec, courseIds: this.courseIds, school: this.school }
  }

  /** Why buying is not possible yet ('' when it is). */
  get blocker(): string {
    if (!this.goods) return ''
    // An order without the package's courses would name none of them: buying waits for a retry that reads them.
    return purchaseBlocker(this.goods, this.selection) || (this.coursesFailed ? APP_TEXT.loadFailedTitle : '')
  }

  /** Opens a goods: a different goods starts a fresh choice with its first package that is not sold out. */
  async open(goods: GoodsDetail): Promise<void> {
    const same = this.goods?.goodsId === goods.goodsId
    this.goods = goods
    const spec = (same && this.spec && goods.specifications.find((s) => s.spPriceId === this.spec!.spPriceId))
      || goods.specifications.find((s) => !s.soldOut) || goods.specifications[0] || null
    if (!same) {
      this.city = null
      this.school = null
      this.instalment = NO_INSTALMENT
    }
    await this.selectSpec(spec, same)
  }

  async selectSpec(spec: Specification | null, keepCourses = false): Promise<void> {
    const changed = spec?.spPriceId !== this.spec?.spPriceId
    this.spec = spec
    if (changed || !keepCourses) this.courseIds = null
    this.clientKey = ''
    if (!spec) {
      this.courses = []
      this.coursesFailed = false
      this.platforms = []
      this.instalment = NO_INSTALMENT
      return
    }
    const goodsId = this.goods!.goodsId
    const [, platforms] = await Promise.all([
      this.loadCourses(spec),
      this.orderApi.loanPlatforms({ goodsId, spPriceIdStr: String(spec.spPriceId) }, true).catch((): LoanPlatform[] => []),
    ])
    runInAction(() => {
      if (this.spec?.spPriceId !== spec.spPriceId) return
      this.platforms = platforms
      if (!platforms.some((p) => p.loanPlatformId === this.instalment)) this.instalment = NO_INSTALMENT
    })
  }

  /** Reads the chosen package's courses again (after a read that got no answer). */
  retryCourses(): Promise<void> {
    return this.spec ? this.loadCourses(this.spec) : Promise.resolve()
  }

  /** The package's courses; a read that fails leaves none shown and `coursesFailed` set (the request layer has toasted). */
  private async loadCourses(spec: Specification): Promise<void> {
    const courses = await this.goodsApi.includedCourses(spec.spPriceId).catch(() => null)
    runInAction(() => {
      if (this.spec?.spPriceId !== spec.spPriceId) return
      this.courses = courses ?? []
      this.coursesFailed = courses === null
    })
  }

  setInstalment(choice: InstalmentChoice): void {
    this.instalment = this.platforms.some((p) => p.loanPlatformId === choice) ? choice : NO_INSTALMENT
    this.clientKey = ''
  }

  setCourses(ids: number[]): void {
    this.courseIds = ids
    this.clientKey = ''
  }

  setCity(city: City): void {
    if (city.cityId !== this.city?.cityId) this.school = null
    this.city = city
  }

  setSchool(school: School): void {
    this.school = school
    this.clientKey = ''
  }

  /** The order of `payload`: made by the provider's app inside it (generateOrder), else by createOrder. */
  private async create(payload: CreateOrderPayload, spPriceId: number): Promise<CreateOrderResult> {
    const inApp = this.appOrder()
    if (!inApp) return this.orderApi.createOrder(payload)
    const order = await inApp(appOrderRequest(payload, spPriceId))
    return { orderId: order.orderId, orderNo: order.orderNo, tradeOrderId: order.tradeOrderId }
  }

  /** The learner's order this purchase would repeat (null: none, or the check went unanswered). */
  private async repeatOf(goods: GoodsDetail, spPriceId: number): Promise<RepeatPayPrompt | null> {
    try {
      const check = repeatPayCall(goods.goodsType) === 'cpa'
        ? await this.goodsApi.cpaRepeatPay(goods.goodsId, spPriceId)
        : await this.goodsApi.repeatPay(goods.goodsId)
      return repeatPayPrompt(check, { userId: this.userId(), goodsId: goods.goodsId })
    } catch {
      return null
    }
  }

  /** Creates the order; resolves the confirm-order URL, the message to show, or the order it would repeat. */
  placeOrder(): Promise<PlaceOrderResult> {
    if (this.inFlight) return this.inFlight
    if (this.placed && this.placed.key === this.clientKey) return Promise.resolve(this.placed.result)
    const goods = this.goods
    const spec = this.spec
    const blocker = this.blocker
    if (!goods || !spec || blocker) return Promise.resolve({ ok: false, message: blocker || CHECKOUT_TEXT.chooseSpec })
    this.clientKey ||= newClientKey()
    const payload = buildCreateOrderPayload(goods, { ...this.selection, spec }, {
      userId: this.userId(),
      env: this.env(),
      packageCourseIds: this.courses.map((c) => c.courseId),
      instalment: this.instalment,
      clientOrderKey: this.clientKey,
    })
    this.placing = true
    const created = () => this.create(payload, spec.spPriceId).then(
      (result) => {
        const outcome = readCreateOrder(result)
        if (!outcome.created) return { ok: false as const, message: outcome.message }
        const placed = { ok: true as const, url: confirmOrderUrl(goods, outcome, payload) }
        this.placed = { key: payload.clientOrderKey!, result: placed }
        return placed
      },
      // The request layer has toasted a failed request; the app's own failure is said here (a cancel is not). The
      // choice is kept for another try (same key).
      (error: Error) => ({
        ok: false as const,
        message: error instanceof BridgeError && error.code !== 'cancelled' ? CHECKOUT_TEXT.appOrderFailed : '',
        error,
      }),
    )
    const placing = this.repeatOf(goods, spec.spPriceId).then((repeat) => (repeat ? { ok: false as const, message: '', repeat } : created()))
    this.inFlight = placing.finally(() => {
      runInAction(() => {
        this.placing = false
        this.inFlight = null
      })
    })
    return this.inFlight
  }
}
