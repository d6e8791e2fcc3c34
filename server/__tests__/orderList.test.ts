import { ORDER_TTL_MS } from '../lib/orders/orders'
import { makeApp, type TestApp } from './helpers'
import { listItem } from '../../tests/jest/orders'
import { orderInfo } from '../../tests/jest/orderInfo'

const O = '/api/order'
const order = (extra: Record<string, unknown> = {}) => ({
  commodityIdList: '7001,7002,7003,7004', schoolId: 2, goodsId: 1, childSpecificationPriceIds: '102', signSchoolId: 2,
  signSchoolName: '北京海淀校区', installmentType: 0, ...extra,
})

describe('getOrderList', () => {
  let t: TestApp
  let token: string
  beforeEach(async () => {
    t = await makeApp()
    token = (await t.login('13800138000')).token
  })
  afterEach(() => t.app.close())

  async function create(n: number) {
    for (let i = 0; i < n; i++) {
      const res = await t.post(`${O}/createOrder?token=${token}`, order({ clientOrderKey: `k${i}` }))
      expect(res.body.data.orderId).toBeGreaterThan(0)
      t.clock.advance(1000)
    }
  }

  it('pages 10 at a time, newest first, with the unpaid count', async () => {
    await create(25)
    const pages = await Promise.all([1, 2, 3].map((p) => t.get(`${O}/getOrderList?token=${token}&page=${p}&pageSize=10&tagStatus=`)))
    expect(pages.map((p) => p.body.data.orderList.length)).toEqual([10, 10, 5])
    expect(pages[0].body.data.page).toEqual({ currentPage: 1, totalPages: 3 })
    expect(pages[0].body.data.unPayNum).toBe(25)
    const ids = pages.flatMap((p) => p.body.data.orderList.map((o: { orderId: number }) => o.orderId))
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    expect(pages[0].body.data.orderList[0]).toMatchObject({ state: 1, orderStatus: 11, payPrice: expect.any(Number), countDownTime: ORDER_TTL_MS - 1000 }) // the newest was created 1 s ago
  })

  it('a list item carries the card\'s period and invite code; the app\'s fixtures have exactly the server\'s fields', async () => {
    await create(1)
    const [item] = (await t.get(`${O}/getOrderList?token=${token}&page=1&tagStatus=`)).body.data.orderList
    expect(item).toMatchObject({ goodsValidity: 12, inviteCode: '' })
    expect(Object.keys(listItem(1)).sort()).toEqual(Object.keys(item).sort())
    const detail = (await t.get(`${O}/queryOrderDetail?token=${token}&tradeOrderId=${item.tradeOrderId}`)).body.data[0]
    expect(Object.keys(orderInfo()).sort()).toEqual(Object.keys(detail).sort())
    await t.post(`${O}/order_addInvitedNum?token=${token}`, { orderId: item.orderId, inviteCode: 'KJ2025A' })
    const [saved] = (await t.get(`${O}/getOrderList?token=${token}&page=1&tagStatus=`)).body.data.orderList
    expect(saved.inviteCode).toBe('KJ2025A')
  })

  it('lists only the token user\'s orders, whatever userId says', async () => {
    await create(2)
    const other = (await t.login('13700137000')).token // a seeded learner without orders
    const res = await t.get(`${O}/getOrderList?token=${other}&page=1&userId=1`)
    expect(res.body.data).toMatchObject({ orderList: [], unPayNum: 0, page: { currentPage: 1, totalPages: 1 } })
  })

  it('the pending-payment tab holds unpaid orders; the study tab none yet', async () => {
    await create(3)
    expect((await t.get(`${O}/getOrderList?token=${token}&tagStatus=1`)).body.data.orderList).toHaveLength(3)
    expect((await t.get(`${O}/getOrderList?token=${token}&tagStatus=3`)).body.data.orderList).toHaveLength(0)
  })

  it('"getOrderList, getOrderListNewTwo": the alias answers the same page, tab by tab', async () => {
    await create(12)
    for (const q of ['page=1&pageSize=10&tagStatus=', 'page=2&pageSize=10&tagStatus=', 'page=1&pageSize=10&tagStatus=1', 'page=1&tagStatus=3']) {
      const list = await t.get(`${O}/getOrderList?token=${token}&${q}`)
      const alias = await t.get(`${O}/getOrderListNewTwo?token=${token}&${q}`)
      expect(list.body.code).toBe(200)
      expect([q, alias.body]).toEqual([q, list.body])
    }
    const page2 = (await t.get(`${O}/getOrderListNewTwo?token=${token}&page=2&pageSize=10&tagStatus=`)).body.data
    expect(page2).toMatchObject({ page: { currentPage: 2, totalPages: 2 }, unPayNum: 12 })
    expect(page2.orderList).toHaveLength(2)
    expect((await t.get(`${O}/getOrderListNewTwo?page=1`)).body.code).toBe(401)
  })

  it('needs a token; refuses a bad tab', async () => {
    expect((await t.get(`${O}/getOrderList?page=1`)).body.code).toBe(401)
    expect((await t.get(`${O}/getOrderList?token=${token}&tagStatus=9`)).body.code).toBe(400)
  })
})
