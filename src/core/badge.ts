/** The unpaid badge (docs/spec/ordering-payment.md section 9): "unpaid badge shows 99+ when above 100"; nothing at 0. */
export function unpaidBadge(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return ''
  return count > 100 ? '99+' : String(Math.trunc(count))
}
