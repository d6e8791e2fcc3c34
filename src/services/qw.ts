/**
 * Enterprise channel / sales staff (content-access.md section 7 "Enterprise channel" and the Account call
 * bindingQwUser; shapes in types/staff.ts). Service `qw`: success is code 0 (the request layer maps it to 200).
 * Staff calls carry the user token and the qw token (as `qwToken` in the query or body).
 * pushBusiness is an Account call (business-channel leads).
 */
import type { Page } from '@shared/goods'
import type {
  EducationOption, PushBusinessResult, QwBinding, QwCustomer, QwUserInfo, ReferralRecord, ReferralStatistics,
} from '@shared/staff'
import { http } from './http'
import type { Requester } from './request'

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
    educationTypes: () => request<EducationOption[]>('qw', 'api/open/dict/EDUCATION_TYPE/1'),
    customers: (qwToken: string, query: Record<string, unknown>) =>
      request<Page<QwCustomer>>('qw', 'api/h5/v1/biz/customer/list', { method: 'POST', data: { ...query, qwToken }, auth: 'param' }),
    referralStatistics: (qwToken: string, distributorCode: string) =>
      request<ReferralStatistics>('qw', `api/h5/v1/record/statistics/${encodeURIComponent(distributorCode)}`, { data: { qwToken }, auth: 'param' }),
    referrals: (qwToken: string, query: Record<string, unknown>) =>
      request<Page<ReferralRecord>>('qw', 'api/h5/v1/record/list', { method: 'POST', data: { ...query, qwToken }, auth: 'param' }),
    pushBusiness: (query: PushBusinessQuery) => request<PushBusinessResult>('account', 'pushBusiness', { data: query, auth: 'param' }),
  }
}

export type QwApi = ReturnType<typeof createQwApi>

/** The app's qw client (pure: a page that does not use it does not load it). */
export const qwApi = /*#__PURE__*/ createQwApi(http)
