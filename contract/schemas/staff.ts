/** Request schemas of the enterprise channel that the app's types share (contract/staff.ts derives its list queries from them). */
import { Type } from '@sinclair/typebox'
import { intEnum, params, str } from './builders'

/** The qw token may come in the body or query as well as in a header. */
export const qwTokenProps = { qwToken: Type.Optional(str(128)) }
const paging = {
  currentPage: Type.Optional(Type.Integer({ minimum: 1 })),
  curPage: Type.Optional(Type.Integer({ minimum: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
}

/** POST biz/customer/list: the caller's customers (pool 1, default) or private-pool leads (pool 2). */
export const CustomerListQuerySchema = params({
  ...qwTokenProps,
  ...paging,
  pool: Type.Optional(intEnum([1, 2])),
  keyword: Type.Optional(str(32)),
  followStatus: Type.Optional(intEnum([0, 1, 2, 3])),
  intention: Type.Optional(intEnum([1, 2, 3])),
  educationType: Type.Optional(Type.Integer({ minimum: 1 })),
})

/** POST record/list: registrations through the caller's distributor code. */
export const ReferralListQuerySchema = params({
  ...qwTokenProps,
  ...paging,
  keyword: Type.Optional(str(32)),
  webpageTopic: Type.Optional(str(128)),
  /** 'YYYY-MM-DD' inclusive (Beijing days). */
  startTime: Type.Optional(str(10)),
  endTime: Type.Optional(str(10)),
})
