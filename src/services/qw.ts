/**
 * Enterprise channel / sales staff (content-access.md section 7 "Enterprise channel" and the Account call
 * bindingQwUser; shapes in types/staff.ts). Service `qw`: success is code 0 (the request layer maps it to 200).
 * Staff calls carry the user token and the qw token (as `qwToken` in the query or body).
 * pushBusiness (business-channel leads) and wxGetUserInfo (the caller in the enterprise directory) are Account calls.
 */
import type { Page } from '@shared/goods'
import type {
  EducationOption, PushBusinessResult, QwBinding, QwCustomer, QwMember, QwUserInfo, ReferralRecord, ReferralStatistics,
} from '@shared/staff'
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
    /** Binds the logged-in user (client 2) to the enterprise-messaging account of the same mobile: a 30-day qw token. */
    bind: () => request<QwBinding>('qw', 'bindingQwUser', { auth: 'param' }),
    /** A new qw token for bound staff (quiet: a learner or an unbound user simply gets none). */
    authorize: () => request<QwBinding>('qw', 'api/open/v1/api/authorization', { method: 'POST', auth: 'param', notNeedLogin: true }),
    /** Who the caller is to the enterprise channel (quiet). */
    userInfo: (qwToken: string) =>
      request<QwUserInfo>('qw', 'api/h5/v1/center/user/info', { method: 'POST', data: { qwToken: qwToken || undefined }, auth: 'param', notNeedLogin: true }),
    /**
     * The education dictionary, read from the answer's `result` (section 7 "GET /{qw}/api/open/dict/EDUCATION_TYPE/1
     * (reads result)"); null when `result` holds no option. Silent: where it fails the pages use their constants.
     */
    educationTypes: async (): Promise<EducationOption[] | null> =>
      readEducationDict((await request.envelope('qw', 'api/open/dict/EDUCATION_TYPE/1', { silent: true })).result),
    customers: (qwToken: string, query: Record<string, unknown>) =>
      request<Page<QwCustomer>>('qw', 'api/h5/v1/biz/customer/list', { method: 'POST', data: { ...query, qwToken }, auth: 'param' }),
    referralStatistics: (qwToken: string, distributorCode: string) =>
      request<ReferralStatistics>('qw', `api/h5/v1/record/statistics/${encodeURIComponent(distributorCode)}`, { data: { qwToken }, auth: 'param' }),
    referrals: (qwToken: string, query: Record<string, unknown>) =>
      request<Page<ReferralRecord>>('qw', 'api/h5/v1/record/list', { method: 'POST', data: { ...query, qwToken }, auth: 'param' }),
    /**
     * wxGetUserInfo (an Account call): the caller in the enterprise directory, or false when not in the group (code
     * 4007, "treated as false"). Quiet; any other failure rejects.
     */
    member: (): Promise<QwMember | false> =>
      request<QwMember>('account', 'wxGetUserInfo', { auth: 'param', notNeedLogin: true }).catch((error: unknown) => {
        if (error instanceof ApiError && inGroupOf(error.code) === false) return false as const
        throw error
      }),
    pushBusiness: (query: PushBusinessQuery) => request<PushBusinessResult>('account', 'pushBusiness', { data: query, auth: 'param' }),
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
