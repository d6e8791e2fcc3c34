/**
 * Builds realistic order rows for seeds: the goods/package snapshot as createOrder takes it, then the state given
 * by column overrides (snake_case columns of the orders table). Contract records are created for orders whose
 * contract must be signed (22..26) unless `noContractRecord`.
 */
import type { Database } from 'better-sqlite3'
import { coursesOf, findGoods, findSchool, findSpec, schoolIdsOf, childIdsOf } from '../../lib/goods/catalogue'
import { createContractRecord } from '../../lib/orders/contracts'
import { loanPlatformsFor } from '../../lib/payments/loan'
import { ORDER_TTL_MS } from '../../lib/orders/orderRow'
import { compactDateTime } from '../../lib/time'

export const HOUR = 3600_000
export const DAY = 24 * HOUR

export interface SeedOrder {
  userId: number
  spPriceId: number
  createdAt: number
  /** Column overrides (state, order_status, paid_money, ...). */
  set?: Record<string, unknown>
  /** Contract record fields (real_name, status, reject_msg, ...). */
  contract?: Record<string, unknown>
  noContractRecord?: boolean
}

let seq = 0

export function insertSeedOrder(db: Database, s: SeedOrder): number {
  seq += 1
  const spec = findSpec(db, s.spPriceId)
  if (!spec) throw new Error(`seed: package ${s.spPriceId} not found`)
  const goods = findGoods(db, spec.goods_id)!
  const all = coursesOf(db, spec.sp_price_id)
  const chosen = spec.choose_num > 0 ? all.slice(0, spec.choose_num) : all
  const campus = goods.status_school ? ((s.set?.sign_school_id as number | undefined) ?? schoolIdsOf(db, goods.id)[0]) : null
  const price = spec.present_price
  const needsContract = goods.goods_type_id === 1 && (goods.goods_type === 1 || goods.goods_type === 2)
  const row: Record<string, unknown> = {
    order_no: `KJ${compactDateTime(s.createdAt)}${String(seq % 10000).padStart(4, '0')}`,
    trade_order_id: `T9${String(s.userId).padStart(5, '0')}${String(seq).padStart(12, '0')}`,
    user_id: s.userId,
    goods_id: goods.id,
    name: goods.name,
    goods_type: goods.goods_type,
    goods_type_id: goods.goods_type_id,
    order_origin_type: 2,
    thumb_path: goods.thumb_path,
    spic: goods.thumb_path,
    sp_price_id: spec.sp_price_id,
    choose_num: spec.choose_num,
    child_specification_price_ids: childIdsOf(spec),
    specification_name_all: spec.name,
    goods_validity: spec.validity_months,
    commodity_id_list_str: chosen.map((c) => c.id).join(','),
    goods_name_vo_list: JSON.stringify(chosen.map((c) => ({ id: c.id, name: c.name }))),
    course_name: chosen.map((c) => c.name).join('、'),
    xl_type: goods.xl_type,
    school_id: campus ?? 1,
    sign_school_id: campus,
    sign_school_name: campus ? findSchool(db, campus)!.schoolName : '',
    is_show_school: goods.status_school,
    platform_type: 2,
    state: 1,
    order_status: 11,
    sign_contract_status: needsContract ? 22 : 21,
    goods_loan_list: JSON.stringify(loanPlatformsFor(price, goods.xl_type)),
    pay_price: price,
    present_price: price,
    original_price: spec.original_price,
    total_money: price,
    discount: Math.max(0, spec.original_price - price),
    wait_pay_money: price,
    paid_money: 0,
    rest_money: price,
    is_receive_all: spec.allow_partial ? 0 : 1,
    expires_at: s.createdAt + ORDER_TTL_MS,
    created_at: s.createdAt,
    updated_at: s.createdAt,
    ...s.set,
  }
  // a paid order's money follows its state unless given
  if (row.state === 3 && !s.set?.paid_money) Object.assign(row, { paid_money: price, wait_pay_money: 0, rest_money: 0, pay_status: 1 })
  if (row.state !== 3 && s.set?.paid_money && s.set.wait_pay_money === undefined) {
    Object.assign(row, { wait_pay_money: price - Number(row.paid_money), rest_money: price - Number(row.paid_money) })
  }
  if (row.state === 3 && row.paid_at === undefined) row.paid_at = s.createdAt + 10 * 60_000
  if (row.state === 4 && row.cancelled_at === undefined) row.cancelled_at = s.createdAt + HOUR
  const cols = Object.keys(row)
  const id = Number(
    db.prepare(`INSERT INTO orders (${cols.join(', ')}) VALUES (${cols.map((c) => '@' + c).join(', ')})`).run(row).lastInsertRowid,
  )
  const contract = row.sign_contract_status as number | null
  if (!s.noContractRecord && contract !== null && contract >= 22) {
    createContractRecord(db, id, s.createdAt, { status: contract, reject_msg: String(row.sign_reject_msg ?? ''), ...s.contract } as never)
    if (s.contract) {
      const sets = Object.keys(s.contract).map((k) => `${k} = @${k}`).join(', ')
      db.prepare(`UPDATE contracts SET ${sets} WHERE order_id = @orderId`).run({ ...s.contract, orderId: id })
    }
  }
  return id
}
