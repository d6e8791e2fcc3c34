import crypto from 'node:crypto'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { userForToken } from '../lib/auth'
import { reviewContract, signContract, type ContractRow } from '../lib/contracts'
import { BizError, ok } from '../lib/envelope'
import { findPlatform } from '../lib/loan'
import { safeReturnUrl } from '../lib/payments'
import { button, cashierPage, esc, messagePage, page, yuan } from '../lib/sandboxPages'
import { decideLoan, findLoanApp, findSubOrder, orderById, settleSubOrder, type NotifyResult, type SubOrderRow } from '../lib/settle'

type Fields = Record<string, string | undefined>

/** Appends name=value to a URL unless the URL already has that parameter. */
function withParam(url: string, name: string, value: string | number): string {
  if (new RegExp(`[?&]${name}=`).test(url)) return url
  return `${url}${url.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(String(value))}`
}

/**
 * Sandbox platforms (registered only while app.sandbox, prefix /sandbox): the cashier (alipay and WeChat H5), the
 * WeChat OAuth / JSAPI / mini-program wallets, the payment notify, the loan platform and the agreement sign and
 * review pages. Pages are HTML; the JSON endpoints answer the usual envelope.
 */
export default async function sandboxRoutes(app: FastifyInstance) {
  const html = (reply: FastifyReply, body: string, status = 200) => reply.code(status).type('text/html; charset=utf-8').send(body)
  const pageError = (reply: FastifyReply, err: unknown) => {
    if (err instanceof BizError) return html(reply, messagePage('无法完成操作', err.message), err.bizCode === 404 ? 404 : 400)
    throw err
  }
  const subOrNull = (tradeNo: string | undefined): SubOrderRow | undefined => (tradeNo ? findSubOrder(app.db, tradeNo) : undefined)

  /** GET|POST /cashier (tradeNo, channel) — the cashier page: 确认支付 / 支付失败 / 关闭交易. */
  app.route({
    method: ['GET', 'POST'],
    url: '/cashier',
    handler: async (req, reply) => {
      const f = (req.method === 'GET' ? req.query : req.body ?? {}) as Fields
      const sub = subOrNull(f.tradeNo)
      if (!sub) return html(reply, messagePage('交易不存在', '请返回商户重新发起支付'), 404)
      const o = orderById(app.db, sub.order_id)
      const status = sub.status === 'pending' && sub.cashier_result === 'paid' ? 'settling' : sub.status
      const channel = f.channel ?? (sub.trade_type === 5 ? 'alipay' : 'wechat')
      return html(reply, cashierPage({ tradeNo: sub.trade_no, orderName: o.name, orderNo: o.order_no, amount: sub.amount, channel, status }))
    },
  })

  /**
   * POST /cashier/result (form tradeNo, result pay|fail|close|return) — records the outcome and answers 302 to the
   * payment's returnUrl (payType added when missing). 'pay' lands the notify ~300 ms later (app.payNotify).
   */
  app.post<{ Body: Fields }>('/cashier/result', async (req, reply) => {
    const sub = subOrNull(req.body?.tradeNo)
    if (!sub) return html(reply, messagePage('交易不存在', '请返回商户重新发起支付'), 404)
    const result = req.body.result
    if (sub.status === 'pending' && !sub.cashier_result) {
      if (result === 'pay') app.payNotify.schedule(sub.trade_no)
      else if (result === 'fail' || result === 'close') settleSubOrder(app.db, sub.trade_no, result, app.now())
    }
    return reply.redirect(withParam(sub.return_url, 'payType', sub.pay_type), 302)
  })

  /** POST /notify {tradeNo, result ok|fail|close} — the payment notify itself (idempotent): {tradeNo, status, applied}. */
  app.post<{ Body: { tradeNo: string; result: NotifyResult } }>(
    '/notify',
    { schema: { body: { type: 'object', properties: { tradeNo: { type: 'string' }, result: { type: 'string', enum: ['ok', 'fail', 'close'] } }, required: ['tradeNo', 'result'] } } },
    async (req) => {
      const s = settleSubOrder(app.db, req.body.tradeNo, req.body.result, app.now())
      return ok({ tradeNo: s.trade_no, status: s.status, applied: s.applied === 1 })
    },
  )

  /** GET /wechat/oauth?redirect_uri=&state= — base-scope OAuth: 302 back with code=sbx-<random>&state=. */
  app.get<{ Querystring: Fields }>('/wechat/oauth', async (req, reply) => {
    const target = req.query.redirect_uri ?? ''
    if (!safeReturnUrl(target, String(req.headers.host ?? ''))) return html(reply, messagePage('授权失败', '回跳地址不正确'), 400)
    const url = withParam(withParam(target, 'code', `sbx-${crypto.randomBytes(8).toString('hex')}`), 'state', req.query.state ?? '')
    return reply.redirect(url, 302)
  })

  /** Wallet outcome shared by the JSAPI bridge and the mini-program: ok queues the notify, fail fails, cancel leaves it pending. */
  const walletPay = (tradeNo: string, result: string) => {
    const sub = subOrNull(tradeNo)
    if (!sub) throw new BizError(404, '交易不存在')
    if (sub.status === 'pending' && !sub.cashier_result) {
      if (result === 'ok') app.payNotify.schedule(sub.trade_no)
      if (result === 'fail') settleSubOrder(app.db, sub.trade_no, 'fail', app.now())
    }
    return result
  }
  const walletSchema = (key: string) => ({
    body: { type: 'object', properties: { [key]: { type: 'string' }, result: { type: 'string', enum: ['ok', 'cancel', 'fail'] } }, required: [key, 'result'] },
  })
  /** POST /wechat/jsapi-pay {package: 'prepay_id=<tradeNo>', result} — {err_msg: 'get_brand_wcpay_request:ok|cancel|fail'}. */
  app.post<{ Body: { package: string; result: string } }>('/wechat/jsapi-pay', { schema: walletSchema('package') }, async (req) =>
    ok({ err_msg: `get_brand_wcpay_request:${walletPay(req.body.package.replace(/^prepay_id=/, ''), req.body.result)}` }),
  )
  /** POST /weapp/pay {tradeNo, result} — as wx.requestVirtualPayment / wx.requestPayment would: {errMsg}. */
  app.post<{ Body: { tradeNo: string; result: string } }>('/weapp/pay', { schema: walletSchema('tradeNo') }, async (req) => {
    const sub = subOrNull(req.body.tradeNo)
    const api = sub?.trade_type === 7 ? 'requestVirtualPayment' : 'requestPayment'
    return ok({ errMsg: `${api}:${walletPay(req.body.tradeNo, req.body.result)}` })
  })

  /** GET /app-download — the app's download page in development (TARO_APP_DOWNLOAD_URL names the real one). */
  app.get('/app-download', async (_req, reply) =>
    html(reply, messagePage('下载会计学堂App', '沙箱下载页：正式环境请将 TARO_APP_DOWNLOAD_URL 设为App的下载地址')),
  )

  /** GET /loan?app= — the loan platform page: 同意放款 / 拒绝申请. */
  app.get<{ Querystring: { app?: string } }>('/loan', async (req, reply) => {
    const a = findLoanApp(app.db, Number(req.query.app))
    if (!a) return html(reply, messagePage('申请不存在', '请返回重新申请'), 404)
    const o = orderById(app.db, a.order_id)
    const f = { app: a.id }
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
  /** POST /loan/result (app, decision approve|decline) — decides, then 302 to /ty/payResult?tradeOrderId=. */
  app.post<{ Body: Fields }>('/loan/result', async (req, reply) => {
    const a = findLoanApp(app.db, Number(req.body?.app))
    if (!a) return html(reply, messagePage('申请不存在', '请返回重新申请'), 404)
    if (req.body.decision === 'approve' || req.body.decision === 'decline') decideLoan(app.db, a.id, req.body.decision === 'approve', app.now())
    const o = orderById(app.db, a.order_id)
    return reply.redirect(`/ty/payResult?tradeOrderId=${o.trade_order_id}&goodsId=${o.goods_id}`, 302)
  })

  const contractById = (id: unknown) => app.db.prepare('SELECT * FROM contracts WHERE id = ?').get(Number(id)) as ContractRow | undefined
  const contractBody = (c: ContractRow) => {
    const o = orderById(app.db, c.order_id)
    return `<dl><dt>课程</dt><dd>${esc(o.name)}</dd><dt>订单号</dt><dd>${esc(o.order_no)}</dd><dt>姓名</dt><dd>${esc(c.real_name)}</dd>
<dt>身份证号</dt><dd>${esc(c.id_card)}</dd><dt>手机号</dt><dd>${esc(c.mobile)}</dd></dl>`
  }

  /** GET /contract/sign?contractRecordId=&token= — the school site's sign page: 签署协议 (the token must own the record). */
  app.get<{ Querystring: Fields }>('/contract/sign', async (req, reply) => {
    const c = contractById(req.query.contractRecordId)
    const user = req.query.token ? userForToken(app.db, req.query.token, app.now()) : null
    if (!c || !user || user.id !== c.user_id) return html(reply, messagePage('协议不存在', '请返回重新进入签署页面'), 404)
    const f = { contractRecordId: c.id, token: req.query.token! }
    return html(reply, page('签署报名协议', `<h1>报名协议</h1><div class="muted">请核对信息后签署</div>${contractBody(c)}` + button('/sandbox/contract/sign', f, '签署协议', 'primary')))
  })
  /** POST /contract/sign (contractRecordId, token) — 23 under review, then 302 to /ty/signAgreement?tradeOrderId=&step=2. */
  app.post<{ Body: Fields }>('/contract/sign', async (req, reply) => {
    const c = contractById(req.body?.contractRecordId)
    const user = req.body?.token ? userForToken(app.db, req.body.token, app.now()) : null
    if (!c || !user || user.id !== c.user_id) return html(reply, messagePage('协议不存在', '请返回重新进入签署页面'), 404)
    try {
      signContract(app.db, c, app.now())
    } catch (err) {
      return pageError(reply, err)
    }
    return reply.redirect(`/ty/signAgreement?tradeOrderId=${orderById(app.db, c.order_id).trade_order_id}&step=2`, 302)
  })

  /** GET /contract/review?contractRecordId= — the school's review page: 审核通过 / 驳回 (with a reason). */
  app.get<{ Querystring: Fields }>('/contract/review', async (req, reply) => {
    const c = contractById(req.query.contractRecordId)
    if (!c) return html(reply, messagePage('协议不存在', '请检查协议编号'), 404)
    const f = { contractRecordId: c.id }
    const actions =
      c.status === 23
        ? button('/sandbox/contract/review', f, '审核通过', 'primary', 'action', 'approve') +
          `<form method="post" action="/sandbox/contract/review"><input type="hidden" name="contractRecordId" value="${c.id}">
<input type="text" name="reason" placeholder="驳回原因" maxlength="100"><button type="submit" class="danger" name="action" value="reject">驳回</button></form>`
        : `<p><span class="tag">协议状态 ${c.status}</span></p>`
    return html(reply, page('协议审核', `<h1>报名协议审核</h1>${contractBody(c)}${actions}`))
  })
  /** POST /contract/review (contractRecordId, action approve|reject, reason) — 24 signed or 25 rejected; a result page. */
  app.post<{ Body: Fields }>('/contract/review', async (req, reply) => {
    const c = contractById(req.body?.contractRecordId)
    if (!c) return html(reply, messagePage('协议不存在', '请检查协议编号'), 404)
    try {
      reviewContract(app.db, c, req.body.action === 'approve', req.body.reason ?? '', app.now())
    } catch (err) {
      return pageError(reply, err)
    }
    return html(reply, messagePage('审核完成', req.body.action === 'approve' ? '协议已审核通过' : '协议已驳回'))
  })
}
