/**
 * Server-rendered pages of the sandbox payment, loan and agreement platforms (routes/sandbox.ts): small, clean,
 * mobile-first HTML in Chinese with plain forms (no script), so that curl, the e2e browser and a human can click them.
 */
export const esc = (s: unknown) =>
  String(s ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')

/** '¥1680.00' (cents, truncated to 2 decimals). */
export const yuan = (cents: number) => `¥${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`

const CSS = `*{box-sizing:border-box}body{margin:0;font:15px/1.6 -apple-system,BlinkMacSystemFont,"PingFang SC","Microsoft YaHei",sans-serif;
background:#f4f5f7;color:#222}main{max-width:480px;margin:0 auto;padding:24px 16px}.card{background:#fff;border-radius:12px;padding:20px;
box-shadow:0 1px 4px rgba(0,0,0,.06)}h1{font-size:18px;margin:0 0 4px}.muted{color:#666;font-size:13px}.amount{font-size:32px;font-weight:600;
margin:16px 0;color:#e4393c}dl{margin:12px 0;display:grid;grid-template-columns:88px 1fr;gap:6px;font-size:14px}dt{color:#888}dd{margin:0}
form{margin:12px 0 0}button{width:100%;padding:12px;border:0;border-radius:8px;font-size:16px;margin-top:10px;cursor:pointer}
.primary{background:#0958d9;color:#fff}.danger{background:#fff;color:#e4393c;border:1px solid #e4393c}.plain{background:#fff;color:#555;border:1px solid #ddd}
input[type=text]{width:100%;padding:10px;border:1px solid #ddd;border-radius:8px;font-size:15px}.tag{display:inline-block;padding:2px 8px;
border-radius:10px;background:#fff3e0;color:#e65100;font-size:12px}`

export function page(title: string, body: string): string {
  return `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title><style>${CSS}</style></head><body><main><div class="card">${body}
<p class="muted" style="margin-top:16px">沙箱环境 · 不产生真实交易</p></div></main></body></html>`
}

const hidden = (fields: Record<string, string | number>) =>
  Object.entries(fields).map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`).join('')

/** A form POSTing `fields` plus one button (name/value) to `action`. */
export const button = (action: string, fields: Record<string, string | number>, label: string, cls: string, name?: string, value?: string) =>
  `<form method="post" action="${esc(action)}">${hidden(fields)}<button type="submit" class="${cls}"${name ? ` name="${esc(name)}" value="${esc(value)}"` : ''}>${esc(label)}</button></form>`

export const CHANNEL_NAMES: Record<string, string> = { alipay: '支付宝', wechat: '微信支付', jsapi: '微信支付', weapp: '小程序支付' }

export interface CashierView {
  tradeNo: string
  /** The owner's cashier ticket, carried by the page's buttons. */
  ticket: string
  orderName: string
  orderNo: string
  amount: number
  channel: string
  status: string
}

export function cashierPage(v: CashierView): string {
  const channel = CHANNEL_NAMES[v.channel] ?? '在线支付'
  const open = v.status === 'pending'
  const action = '/sandbox/cashier/result'
  const f = { tradeNo: v.tradeNo, ticket: v.ticket }
  return page(
    `${channel} - 收银台`,
    `<h1>${esc(channel)}收银台</h1><div class="muted">订单 ${esc(v.orderNo)}</div><div class="amount">${esc(yuan(v.amount))}</div>
<dl><dt>商品</dt><dd>${esc(v.orderName)}</dd><dt>交易号</dt><dd>${esc(v.tradeNo)}</dd><dt>支付方式</dt><dd>${esc(channel)}</dd></dl>` +
      (open
        ? button(action, f, '确认支付', 'primary', 'result', 'pay') + button(action, f, '支付失败', 'danger', 'result', 'fail') + button(action, f, '关闭交易', 'plain', 'result', 'close')
        : `<p><span class="tag">${esc(STATUS_NAMES[v.status] ?? v.status)}</span></p>` + button(action, f, '返回商户', 'plain', 'result', 'return')),
  )
}

const STATUS_NAMES: Record<string, string> = { paid: '交易已完成', failed: '交易失败', closed: '交易已关闭', settling: '支付处理中' }

export const messagePage = (title: string, msg: string) => page(title, `<h1>${esc(title)}</h1><p>${esc(msg)}</p>`)
