/**
 * Every page of the built mini-program (app.json) and the query each needs to show something real (ids from the
 * seeds); pages about an order get the signed-in learner's first order. Shared by the page sweep and the pictures.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Mp, PageQuery } from './harness'

/** What app.json lists: the main package's pages and each subpackage's. */
interface AppJson {
  pages: string[]
  subPackages?: { root: string; pages: string[] }[]
  subpackages?: { root: string; pages: string[] }[]
}

const app: AppJson = JSON.parse(fs.readFileSync(path.join(process.env.WEAPP_DIST ? path.resolve(process.env.WEAPP_DIST) : path.join(__dirname, '..', '..', 'dist', 'weapp'), 'app.json'), 'utf8'))
const PAGES: string[] = [...app.pages, ...(app.subPackages || app.subpackages || []).flatMap((s) => s.pages.map((p) => `${s.root}/${p}`))]

/** A query a page needs to show something real (ids from the seeds). */
const QUERY: Record<string, PageQuery> = {
  'packages/goods/detail/index': { goodsId: 1 },
  'packages/goods/category/index': { id: 1 },
  'packages/goods/allScreen/index': { goodsId: 1, spPriceId: 101 },
  'packages/goods/courseSelect/index': { goodsId: 3, spPriceIdStr: 302 },
  'packages/goods/selectSchool/index': { goodsId: 1, newBusinessId: 1 },
  'packages/article/detail/index': { id: 10104 },
  'packages/live/room/index': { id: 1 },
  'packages/live/replay/index': { id: 6 },
  'packages/live/share/index': { id: 1 },
  'packages/live/examRank/index': { examId: 1 },
  'packages/knowledge/detail/index': { id: 501 },
  'packages/knowledge/jobShare/index': { id: 514 },
  'packages/knowledge/auditionPlay/index': { id: 521 },
  'packages/knowledge/memberDetail/index': { id: 533 },
  'packages/knowledge/list/index': { typeId: 7 },
  'packages/knowledge/zones/index': { typeId: 2 },
  'packages/knowledge/studentAidCategory/index': { id: 1 },
  'packages/share/course/index': { courseType: '2', courseName: '初级会计职称全科', courseUrl: encodeURIComponent('/allSubject?goodsId=1') },
}

/** Pages about one of the learner's orders get a real one (the seeded learner's first). */
const ORDER_PAGES = ['packages/order/finishPay/index', 'packages/order/confirmOrderLoan/index', 'packages/order/loan/index', 'packages/order/orderDetail/index', 'packages/order/confirmOrder/index', 'packages/order/signAgreement/index']

async function queryFor(mp: Mp, route: string): Promise<PageQuery> {
  if (!ORDER_PAGES.includes(route)) return QUERY[route] || {}
  const token = mp.storage.get('token')
  const list = await mp.api('GET', `/api/order/getOrderList?page=1&pageSize=10&tagStatus=&token=${token}`)
  const order = list.data.data.orderList[0]
  return { tradeOrderId: order.tradeOrderId, orderId: order.orderId, payType: 1 }
}

export { PAGES, QUERY, ORDER_PAGES, queryFor }
