/**
 * Enterprise channel / sales staff (docs/spec/content-access.md section 7 "Enterprise channel"; shapes in contract/staff.ts).
 * Service `qw`: success is code 0 (the request layer maps it to 200). Staff calls carry the user token and the qw token
 * (as `qwToken` in the query or body). bindingQwUser (binding, which issues the qw token), pushBusiness
 * (business-channel leads) and wxGetUserInfo (the caller in the enterprise directory) are Account calls: the account
 * service's, at its own root.
 */
import type { Page } from '@contract/goods'
import type {
  EducationOption, PushBusinessResult, QwBinding, QwCustomer, QwMember, QwUserInfo, ReferralRecord, ReferralStatistics,
} from '@contract/staff'
import { ACCOUNT_CALLS as A } from '@contract/calls/table/account'
import { STAFF_CALLS as Q } from '@contract/calls/table/staff'
import { readEducationDict } from '@/core/education'
import { inGroupOf } from '@/core/staff/rules'
import { http } from './http'
import { ApiError, type Requester } from './request'
import { useService } from './context'

export interface PushBusinessQuery {
  mobile: string
  memo?: string
  url?: string
  registerChannelId?: string
  webpageTopic?: string
  distributorCode?: string
}

export function createQwApi(request: Requester) {
  return {
    /** bindingQwUser: binds the logged-in user (client 2) to the enterprise-messaging account of the same mobile: a 30-day qw token. */
    bind: () => request<QwBinding>(A.bindingQwUser),
    /** A new qw token for bound staff (quiet: a learner or an unbound user simply gets none). */
    authorize: () => request<QwBinding>(Q.authorization, { notNeedLogin: true }),
    /** Who the caller is to the enterprise channel (quiet). */
    userInfo: (qwToken: string) =>
      request<QwUserInfo>(Q['center/user/info'], { data: { qwToken: qwToken || undefined }, notNeedLogin: true }),
    /**
     * The education dictionary, read from the answer's `result` (section 7 "GET /{qw}/api/open/dict/EDUCATION_TYPE/1
     * (reads result)"); null when `result` holds no option. Silent: where it fails the pages use their constants.
     */
    educationTypes: async (): Promise<EducationOption[] | null> =>
      readEducationDict((await request.envelope(Q.dict, { pathParams: { dictType: 'EDUCATION_TYPE', status: 1 }, silent: true })).result),
    customers: (qwToken: string, query: Record<string, unknown>) =>
      request<Page<QwCustomer>>(Q['biz/customer/list'], { data: { ...query, qwToken } }),
    referralStatistics: (qwToken: string, distributorCode: string) =>
      request<ReferralStatistics>(Q['record/statistics'], { pathParams: { distributorCode }, data: { qwToken } }),
    referrals: (qwToken: string, query: Record<string, unknown>) =>
      request<Page<ReferralRecord>>(Q['record/list'], { data: { ...query, qwToken } }),
    /**
     * wxGetUserInfo (an Account call): the caller in the enterprise directory, or false when not in the group (code
     * 4007, "treated as false"). Quiet; any other failure rejects.
     */
    member: (): Promise<QwMember | false> =>
      request<QwMember>(A.wxGetUserInfo, { notNeedLogin: true }).catch((error: unknown) => {
        if (error instanceof ApiError && inGroupOf(error.code) === false) return false as const
        throw error
      }),
    pushBusiness: (query: PushBusinessQuery) => request<PushBusinessResult>(A.pushBusiness, { data: query }),
  }
}

export type QwApi = ReturnType<typeof createQwApi>

/** The app's qw client (pure: a page that does not use it does not load it). */
export const qwApi = /*#__PURE__*/ createQwApi(http)

declare module './context' {
  interface Services {
    qwApi: QwApi
  }
}

/** The qwApi of the nearest ServicesContext (a test's fake), else the app's client. */
export function useQwApi(): QwApi {
  return useService('qwApi', qwApi)
}
