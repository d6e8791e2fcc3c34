import crypto from 'node:crypto'
import { Type } from '@sinclair/typebox'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { findContract, reviewContract, signContract, type ContractRow } from '../lib/orders/contracts'
import { BizError, ok } from '../lib/envelope'
import { findPlatform } from '../lib/payments/loan'
import { safeReturnUrl } from '../lib/origins'
import { notifySign, SANDBOX_APP_ID, sameSignature, virtualPaySig, wxPaySign } from '../lib/payments/paySign'
import type { TicketPurpose } from '../lib/tickets'
import { button, cashierPage, esc, messagePage, page, yuan } from '../lib/sandbox/sandboxPages'
import { decideLoan, findLoanApp, findSubOrder, orderById, settleSubOrder, type SubOrderRow } from '../lib/payments/applyPayment'
import { params, str, strEnum } from '../lib/validation'
import { TRADE_TYPE } from '../../contract/payment'

type Fields = Record<string, string | undefined>

/*
 * The platforms' own JSON bodies are plain TypeBox objects, not params(): no t or token, as the platforms send them. The
 * HTML pages' forms and links carry no schema (Fields): a missing or odd field answers a page, never a 400 envelope.
 */
const s64 = str(128)
const walletResult = strEnum(['ok', 'cancel', 'fail'])
/** POST /notify. */
const NotifySchema = Type.Object({ tradeNo: str(64), result: strEnum(['ok', 'fail', 'close']), sign: str(128) })
/** POST /wechat/jsapi-pay: the JSAPI params the server signed and the wallet's outcome. */
const JsapiPaySchema = Type.Object({
  timeStamp: Type.Optional(s64),
  nonceStr: Type.Optional(s64),
  package: s64,
  paySign: s64,
  result: walletResult,
})
/** POST /weapp/pay: requestVirtualPayment's (signData, paySig) or requestPayment's (timeStamp ... paySign) params. */
const WeappPaySchema = Type.Object({
  timeStamp: Type.Optional(s64),
  nonceStr: Type.Optional(s64),
  package: Type.Optional(s64),
  paySign: Type.Optional(s64),
  signData: Type.Optional(str(2000)),
  paySig: Type.Optional(s64),
  result: walletResult,
})

/** Appends name=value to a URL unless the URL already has that parameter. */
function withParam(url: string, name: string, value: string | number): string {
  if (new RegExp(`[?&]${name}=`).test(url)) return url
  return `${url}${url.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(String(value))}`
}

/**
 * Sandbox platforms (registered only while app.sandbox, prefix /sandbox): the cashier (alipay and WeChat H5), the
 * WeChat OAuth / JSAPI / mini-program wallets, the payment notify, the loan platform and the agreement sign and
 * review pages. Pages are HTML; the JSON endpoints answer the usual envelope.
 *
 * Nobody acts on another learner's payment, loan or agreement: each page needs the ticket its link was issued with
 * (lib/tickets.ts, from the owner's pay or agreement answer), the wallets check the paySign the server issued, and
 * the notify checks the platform's signature (paySign.ts notifySign, key app.keys.notify).
 */
export default async function sandboxRoutes(app: FastifyInstance) {
  /** The JSON endpoints with a schema, typed by it. */
  const typed = app.withTypeProvider<TypeBoxTypeProvider>()
  const html = (reply: FastifyReply, body: string, status = 200) => reply.code(status).type('text/html; charset=utf-8').send(body)
  const pageError = (reply: FastifyReply, err: unknown) => {
    if (err instanceof BizError) return html(reply, messagePage('无法完成操作', err.message), err.bizCode === 404 ? 404 : 400)
    throw err
  }
  const subOrNull = (tradeNo: string | undefined): SubOrderRow | undefined => (typeof tradeNo === 'string' && tradeNo ? findSubOrder(app.db, tradeNo) : undefined)
  /** The ticket's owner is the record's owner (a missing, forged, expired or foreign ticket is not). */
  const owns = (ticket: unknown, purpose: TicketPurpose, subject: number | string, ownerId: number) => app.tickets.verify(ticket, purpose, subject) === ownerId
  const expired = (reply: FastifyReply) => html(reply, messagePage('链接已失效', '请返回商户重新发起'), 403)

  /** GET|POST /cashier (tradeNo, channel) — the cashier page: 确认支付 / 支付失败 / 关闭交易. */
  app.route({
    method: ['GET', 'POST'],
    url: '/cashier',
    handler: async (req, reply) => {
      const f = (req.method === 'GET' ? req.query : req.body ?? {}) as Fields
      const sub = subOrNull(f.tradeNo)
      if (!sub) return html(reply, messagePage('交易不存在', '请返回商户重新发起支付'), 404)
      if (!owns(f.ticket, 'cashier', sub.trade_no, sub.user_id)) return expired(reply)
      const o = orderById(app.db, sub.order_id)
      const status = sub.status === 'pending' && sub.cashier_result === 'paid' ? 'settling' : sub.status
      const channel = f.channel === 'alipay' || f.channel === 'wechat' ? f.channel : sub.trade_type === TRADE_TYPE.alipay ? 'alipay' : 'wechat'
      return html(reply, cashierPage({ tradeNo: sub.trade_no, ticket: String(f.ticket), orderName: o.name, orderNo: o.order_no, amount: sub.amount, channel, status }))
    },
  })

  /**
   * POST /cashier/result (form tradeNo, ticket, result pay|fail|close|return) — records the outcome with its notify
   * (app.settlement: 'pay' settles ~300 ms later, durably) and answers 302 to the payment's returnUrl (payType added).
   */
  app.post<{ Body: Fields }>('/cashier/result', async (req, reply) => {
    const sub = subOrNull(req.body?.tradeNo)
    if (!sub) return html(reply, messagePage('交易不存在', '请返回商户重新发起支付'), 404)
    if (!owns(req.body.ticket, 'cashier', sub.trade_no, sub.user_id)) return expired(reply)
    const result = req.body.result
    if (result === 'pay' || result === 'fail' || result === 'close') app.settlement.record(sub.trade_no, result === 'pay' ? 'ok' : result)
    return reply.redirect(withParam(sub.return_url, 'payType', sub.pay_type), 302)
  })

  /**
   * POST /notify {tradeNo, result ok|fail|close, sign} — the payment notify as a platform sends it (idempotent), signed
   * with the notify key (sign = notifySign(app.keys.notify, tradeNo, result)): {tradeNo, status, applied}.
   */
  typed.post(
    '/notify',
    { schema: { body: NotifySchema } },
    async (req) => {
      if (!sameSignature(req.body.sign, notifySign(app.keys.notify, req.body.tradeNo, req.body.result))) throw new BizError(403, '签名错误')
      const s = settleSubOrder(app.db, req.body.tradeNo, req.body.result, app.now())
      return ok({ tradeNo: s.trade_no, status: s.status, applied: s.applied === 1 })
    },
  )

  /** GET /wechat/oauth?redirect_uri=&state= — base-scope OAuth: 302 back with code=sbx-<random>&state=. */
  app.get<{ Querystring: Fields }>('/wechat/oauth', async (req, reply) => {
    const target = req.query.redirect_uri ?? ''
    if (typeof target !== 'string' || !safeReturnUrl(target, app.publicOrigins)) return html(reply, messagePage('授权失败', '回跳地址不正确'), 400)
    const url = withParam(withParam(target, 'code', `sbx-${crypto.randomBytes(8).toString('hex')}`), 'state', req.query.state ?? '')
    return reply.redirect(url, 302)
  })

  /**
   * The wallet's outcome (the JSAPI bridge and the mini-program): it pays only what the server signed (the params the
   * owner's pay answer carried): ok records the payment, fail fails it, cancel leaves it pending.
   */
  const walletPay = (tradeNo: string, result: string) => {
    const sub = subOrNull(tradeNo)
    if (!sub) throw new BizError(404, '交易不存在')
    if (result === 'ok' || result === 'fail') app.settlement.record(sub.trade_no, result === 'ok' ? 'ok' : 'fail')
    return result
  }
  const badSign = () => new BizError(403, '签名错误')
  /** True when the JSAPI / requestPayment params are the ones the server signed. */
  const wxSignedOk = (b: Record<string, string | undefined>) =>
    [b.timeStamp, b.nonceStr, b.package].every((v) => typeof v === 'string') &&
    sameSignature(b.paySign, wxPaySign(SANDBOX_APP_ID, b.timeStamp!, b.nonceStr!, b.package!, app.keys.merchant))

  /**
   * POST /wechat/jsapi-pay {timeStamp, nonceStr, package: 'prepay_id=<tradeNo>', paySign, result} —
   * {err_msg: 'get_brand_wcpay_request:ok|cancel|fail'}.
   */
  typed.post(
    '/wechat/jsapi-pay',
    { schema: { body: JsapiPaySchema } },
    async (req) => {
      if (!wxSignedOk(req.body)) throw badSign()
      return ok({ err_msg: `get_brand_wcpay_request:${walletPay(req.body.package.replace(/^prepay_id=/, ''), req.body.result)}` })
    },
  )
  /**
   * POST /weapp/pay — as wx.requestVirtualPayment {signData, paySig, result} or wx.requestPayment {timeStamp,
   * nonceStr, package, paySign, result} would: {errMsg}.
   */
  typed.post(
    '/weapp/pay',
    { schema: { body: WeappPaySchema } },
    async (req) => {
      const b = req.body
      let tradeNo: string
      if (b.signData !== undefined) {
        if (!sameSignature(b.paySig, virtualPaySig(b.signData, app.keys.virtualApp))) throw badSign()
        tradeNo = String((JSON.parse(b.signData) as { outTradeNo?: unknown }).outTradeNo ?? '')
      } else {
        if (!wxSignedOk(b)) throw badSign()
        tradeNo = b.package!.replace(/^prepay_id=/, '') // a string: wxSignedOk checked it
      }
      const api = b.signData !== undefined ? 'requestVirtualPayment' : 'requestPayment'
      return ok({ errMsg: `${api}:${walletPay(tradeNo, b.result)}` })
    },
  )

  /** GET /app-download — the app's download page in development (TARO_APP_DOWNLOAD_URL names the real one). */
  app.get('/app-download', async (_req, reply) =>
    html(reply, messagePage('下载会计学堂App', '沙箱下载页：正式环境请将 TARO_APP_DOWNLOAD_URL 设为App的下载地址')),
  )

  const loanOf = (f: Fields) => {
    const a = /^\d{1,15}$/.test(String(f?.app ?? '')) ? findLoanApp(app.db, Number(f.app)) : undefined
    return a && owns(f.ticket, 'loan', a.id, orderById(app.db, a.order_id).user_id) ? a : undefined
  }
  /** GET /loan?app=&ticket= — the loan platform page: 同意放款 / 拒绝申请. */
  app.get<{ Querystring: Fields }>('/loan', async (req, reply) => {
    const a = loanOf(req.query)
    if (!a) return html(reply, messagePage('申请不存在', '请返回重新申请'), 404)
    const o = orderById(app.db, a.order_id)
    const f = { app: a.id, ticket: String(req.query.ticket) }
    const platform = findPlatform(a.platform_id)?.loanPlatformName ?? '分期平台'
    return html(
      reply,
      page(
        `${platform} - 分期申请`,
        `<h1>${esc(platform)}</h1><div class="muted">课程分期申请</div><div class="amount">${esc(yuan(a.amount))}</div>
<dl><dt>课程</dt><dd>${esc(o.name)}</dd><dt>申请人</dt><dd>${esc(a.customer_name)}</dd><dt>手机号</dt><dd>${esc(a.customer_mobile)}</dd></dl>` +
          (a.status === 'loaning'
            ? button('/sandbox/loan/result', f, '同意放款', 'primary', 'decision', 'approve') + button('/sandbox/loan/result', f, '拒绝申请', 'danger', 'decision', 'decline')
            : `<p><span class="tag">${a.status === 'approved' ? '已放款' : '申请未通过'}</span></p>` + button('/sandbox/loan/result', f, '返回', 'plain', 'decision', 'return')),
      ),
    )
  })
  /** POST /loan/result (app, ticket, decision approve|decline) — decides, then 302 to /ty/payResult?tradeOrderId=. */
  app.post<{ Body: Fields }>('/loan/result', async (req, reply) => {
    const a = loanOf(req.body)
    if (!a) return html(reply, messagePage('申请不存在', '请返回重新申请'), 404)
    if (req.body.decision === 'approve' || req.body.decision === 'decline') decideLoan(app.db, a.id, req.body.decision === 'approve', app.now())
    const o = orderById(app.db, a.order_id)
    return reply.redirect(`/ty/payResult?tradeOrderId=${o.trade_order_id}&goodsId=${o.goods_id}`, 302)
  })

  const contractById = (id: unknown) =>
    /^\d{1,15}$/.test(String(id ?? '')) ? findContract(app.db, Number(id)) : undefined
  /** The record when the ticket is its owner's for this purpose. */
  const ownContract = (f: Fields | undefined, purpose: TicketPurpose) => {
    const c = contractById(f?.contractRecordId)
    return c && owns(f?.ticket, purpose, c.id, c.user_id) ? c : undefined
  }
  const contractBody = (c: ContractRow) => {
    const o = orderById(app.db, c.order_id)
    return `<dl><dt>课程</dt><dd>${esc(o.name)}</dd><dt>订单号</dt><dd>${esc(o.order_no)}</dd><dt>姓名</dt><dd>${esc(c.real_name)}</dd>
<dt>身份证号</dt><dd>${esc(c.id_card)}</dd><dt>手机号</dt><dd>${esc(c.mobile)}</dd></dl>`
  }

  /** GET /contract/sign?contractRecordId=&ticket= — the school site's sign page: 签署协议 (the owner's ticket). */
  app.get<{ Querystring: Fields }>('/contract/sign', async (req, reply) => {
    const c = ownContract(req.query, 'contract-sign')
    if (!c) return html(reply, messagePage('协议不存在', '请返回重新进入签署页面'), 404)
    const f = { contractRecordId: c.id, ticket: String(req.query.ticket) }
    return html(reply, page('签署报名协议', `<h1>报名协议</h1><div class="muted">请核对信息后签署</div>${contractBody(c)}` + button('/sandbox/contract/sign', f, '签署协议', 'primary')))
  })
  /** POST /contract/sign (contractRecordId, ticket) — 23 under review, then 302 to /ty/signAgreement?tradeOrderId=&step=2. */
  app.post<{ Body: Fields }>('/contract/sign', async (req, reply) => {
    const c = ownContract(req.body, 'contract-sign')
    if (!c) return html(reply, messagePage('协议不存在', '请返回重新进入签署页面'), 404)
    try {
      signContract(app.db, c, app.now())
    } catch (err) {
      return pageError(reply, err)
    }
    return reply.redirect(`/ty/signAgreement?tradeOrderId=${orderById(app.db, c.order_id).trade_order_id}&step=2`, 302)
  })

  /**
   * GET /contract/review-link?contractRecordId= (the owner's token) — {url} of the review page below: in the sandbox
   * the learner plays the school for their own agreement, and nobody else's.
   */
  typed.get(
    '/contract/review-link',
    { schema: { querystring: params({ contractRecordId: Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 }) }) }, preHandler: app.auth.require },
    async (req) => {
      const c = contractById(req.query.contractRecordId)
      if (!c || c.user_id !== req.user!.id) throw new BizError(404, '协议不存在')
      return ok({ url: `/sandbox/contract/review?contractRecordId=${c.id}&ticket=${app.tickets.issue('contract-review', c.id, c.user_id)}` })
    },
  )

  /** GET /contract/review?contractRecordId=&ticket= — the school's review page: 审核通过 / 驳回 (with a reason). */
  app.get<{ Querystring: Fields }>('/contract/review', async (req, reply) => {
    const c = ownContract(req.query, 'contract-review')
    if (!c) return html(reply, messagePage('协议不存在', '请检查协议编号'), 404)
    const f = { contractRecordId: c.id, ticket: String(req.query.ticket) }
    const actions =
      c.status === 23
        ? button('/sandbox/contract/review', f, '审核通过', 'primary', 'action', 'approve') +
          `<form method="post" action="/sandbox/contract/review"><input type="hidden" name="contractRecordId" value="${c.id}"><input type="hidden" name="ticket" value="${esc(f.ticket)}">
<input type="text" name="reason" placeholder="驳回原因" maxlength="100"><button type="submit" class="danger" name="action" value="reject">驳回</button></form>`
        : `<p><span class="tag">协议状态 ${c.status}</span></p>`
    return html(reply, page('协议审核', `<h1>报名协议审核</h1>${contractBody(c)}${actions}`))
  })
  /** POST /contract/review (contractRecordId, ticket, action approve|reject, reason) — 24 signed or 25 rejected. */
  app.post<{ Body: Fields }>('/contract/review', async (req, reply) => {
    const c = ownContract(req.body, 'contract-review')
    if (!c) return html(reply, messagePage('协议不存在', '请检查协议编号'), 404)
    try {
      reviewContract(app.db, c, req.body.action === 'approve', String(req.body.reason ?? '').slice(0, 100), app.now())
    } catch (err) {
      return pageError(reply, err)
    }
    return html(reply, messagePage('审核完成', req.body.action === 'approve' ? '协议已审核通过' : '协议已驳回'))
  })
}
