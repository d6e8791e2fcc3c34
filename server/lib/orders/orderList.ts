/**
 * getOrderList (docs/spec/ordering-payment.md sections 2, 3, 9): a page of the user's orders, newest first, 10 a page,
 * filtered by tab, with the unpaid count for the badge. Deleted orders never show; expired unpaid orders are timed
 * out first (so unPayNum does not count them).
 * Tabs (tagStatus): '' or 0 all; 1 pending payment (states 1, 2, 6 are unpaid); 2 pending confirmation (paid,
 * the agreement still to sign, under review, rejected or in error); 3 pending study (paid, no agreement pending).
 */
import type { Database } from 'better-sqlite3'
import type { OrderListItem, OrderListResult } from '../../../contract/order'
import { countDownTime, expireOrders, type OrderRow } from './orders'
import { readCacheOf } from '../readCache'
import { formatDateTime } from '../time'

export const ORDER_LIST_PAGE_SIZE = 10
const UNPAID = '(1, 2, 6)'

/** The columns a list item is made of (toListItem; expires_at for the countdown): not the order's JSON and loan columns. */
const LIST_COLUMNS = `id, order_no, trade_order_id, name, goods_id, thumb_path, state, order_status, sign_contract_status, study_status,
  installment_type, goods_type_id, is_supply, loan_status, loan_down_payment_status, authority_status, sign_reject_msg, school_id,
  order_origin_type, commodity_id_list_str, expires_at, is_receive_all, wait_pay_money, paid_money, pay_price, created_at, goods_validity,
  invite_code`

type ListRow = Pick<
  OrderRow,
  | 'id' | 'order_no' | 'trade_order_id' | 'name' | 'goods_id' | 'thumb_path' | 'state' | 'order_status' | 'sign_contract_status' | 'study_status'
  | 'installment_type' | 'goods_type_id' | 'is_supply' | 'loan_status' | 'loan_down_payment_status' | 'authority_status' | 'sign_reject_msg'
  | 'school_id' | 'order_origin_type' | 'commodity_id_list_str' | 'expires_at' | 'is_receive_all' | 'wait_pay_money' | 'paid_money'
  | 'pay_price' | 'created_at' | 'goods_validity' | 'invite_code'
>

const TAB_WHERE: Record<number, string> = {
  0: '',
  1: `AND state IN ${UNPAID}`,
  2: 'AND state = 3 AND sign_contract_status IN (22, 23, 25, 26)',
  3: 'AND state = 3 AND (sign_contract_status IS NULL OR sign_contract_status IN (20, 21, 24))',
}

function toListItem(o: ListRow, now: number): OrderListItem {
  return {
    orderId: o.id,
    orderNo: o.order_no,
    tradeOrderId: o.trade_order_id,
    name: o.name,
    goodsId: o.goods_id,
    thumbPath: o.thumb_path,
    state: o.state,
    orderStatus: o.order_status,
    signContractStatus: o.sign_contract_status,
    studyStatus: o.study_status,
    installmentType: o.installment_type as 0 | 1,
    goodsTypeId: o.goods_type_id,
    isSupply: o.is_supply === 1,
    loanStatus: o.loan_status,
    downPaymentStatus: o.loan_down_payment_status,
    authorityStatus: o.authority_status,
    signRejectMsg: o.sign_reject_msg,
    schoolId: o.school_id,
    orderOriginType: o.order_origin_type,
    commodityId: o.commodity_id_list_str ? Number(o.commodity_id_list_str.split(',')[0]) : null,
    commodityIdListStr: o.commodity_id_list_str,
    countDownTime: countDownTime(o, now),
    isReceiveAll: o.is_receive_all === 1,
    waitPayMoney: o.wait_pay_money,
    paidMoney: o.paid_money,
    payPrice: o.pay_price,
    createTime: formatDateTime(o.created_at),
    goodsValidity: o.goods_validity,
    inviteCode: o.invite_code ?? '',
  }
}

export function listOrders(db: Database, userId: number, query: { page: number; pageSize: number; tagStatus: number }, now: number): OrderListResult {
  // Expiry depends on the clock: checked on every request (a read unless an order is due, whose update then changes
  // the database and so empties the read cache).
  expireOrders(db, now, userId)
  const pageSize = Math.min(Math.max(query.pageSize, 1), 50)
  const currentPage = Math.max(1, query.page)
  const tab = TAB_WHERE[query.tagStatus] === undefined ? 0 : query.tagStatus
  const { total, rows, unPayNum } = readCacheOf(db).read(`orderList ${userId} ${tab} ${pageSize} ${currentPage}`, () => {
    const where = `WHERE user_id = ? AND deleted_at IS NULL ${TAB_WHERE[tab]}`
    return {
      total: (db.prepare(`SELECT COUNT(*) AS n FROM orders ${where}`).get(userId) as { n: number }).n,
      rows: db.prepare(`SELECT ${LIST_COLUMNS} FROM orders ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
        .all(userId, pageSize, (currentPage - 1) * pageSize) as ListRow[],
      unPayNum: (db.prepare(`SELECT COUNT(*) AS n FROM orders WHERE user_id = ? AND deleted_at IS NULL AND state IN ${UNPAID}`).get(userId) as { n: number }).n,
    }
  })
  const totalPages = Math.max(1, Math.ceil(total / pageSize))
  return { page: { currentPage, totalPages }, orderList: rows.map((o) => toListItem(o, now)), unPayNum }
}
