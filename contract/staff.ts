/**
 * Enterprise channel / sales staff (docs/spec/content-access.md sections 2, 3, 5, 6, 7 "Enterprise channel", 8). Service `qw`
 * (<base>/qw): success is code 0 (mapped to 200 by the request layer). pushBusiness is an account call.
 */
import type { Static } from '@sinclair/typebox'
import type { CustomerListQuerySchema, ReferralListQuerySchema } from './schemas/staff'

export const QW_TOKEN_TTL_DAYS = 30

/** center/user/info (token): who the caller is to the enterprise channel. */
export interface QwUserInfo {
  uid: number
  mobile: string
  userClient: 1 | 2
  bindStatus: 0 | 1
  qwUserId: string | null
  name: string | null
  department: string | null
  distributorCode: string | null
  /** The home tab shows only for bound staff on user client 2. */
  showHomeTab: boolean
  /** The qwToken sent with the call is live (and the caller's). */
  qwTokenValid: boolean
}

/**
 * wxGetUserInfo (token; account service): the enterprise-messaging member with the caller's mobile. Code 4007 when the
 * caller is not in the enterprise's group (the spec: "code 4007 means not in a group, treated as false").
 */
export interface QwMember {
  qwUserId: string
  name: string
  department: string
  avatar: string
  /** 1 when this member is already bound to the caller (bindingQwUser). */
  bindStatus: 0 | 1
}

/** wxGetUserInfo's code for a caller who is not in the enterprise's group. */
export const QW_NOT_IN_GROUP_CODE = 4007

/** bindingQwUser (token) / api/open/v1/api/authorization (token): a qw token valid 30 days. */
export interface QwBinding {
  qwToken: string
  /** Epoch ms. */
  expireTime: number
  qwUserInfo: QwUserInfo
}

/** api/open/dict/EDUCATION_TYPE/1 (values are the app's: the spec does not show them). */
export interface EducationOption {
  value: number
  label: string
}

/** 1 customer, 2 private-pool lead. */
export type CustomerPool = 1 | 2
/** 0 new, 1 following, 2 converted, 3 invalid. */
export type FollowStatus = 0 | 1 | 2 | 3

/** biz/customer/list {currentPage, pageSize, pool?, keyword?, followStatus?, intention?, educationType?} */
export type CustomerListQuery = Static<typeof CustomerListQuerySchema>

export interface QwCustomer {
  id: number
  pool: CustomerPool
  name: string
  /** Masked: 138****8000. */
  mobile: string
  avatar: string
  educationType: number | null
  educationLabel: string | null
  /** 1 high, 2 medium, 3 low. */
  intention: 1 | 2 | 3
  followStatus: FollowStatus
  source: string
  registerChannelId: string
  /** Business-channel params: both or neither. */
  webpageTopic: string | null
  distributorCode: string | null
  tags: string[]
  memo: string
  /** A user of the app with that mobile exists / has a completed order. */
  registered: boolean
  paid: boolean
  createTime: string
  lastFollowTime: string | null
}

/** record/list {currentPage, pageSize, keyword?, webpageTopic?, startTime?, endTime?} — referral (pull-new) records. */
export type ReferralListQuery = Static<typeof ReferralListQuerySchema>

export interface ReferralRecord {
  /** 'r<id>' for imported records, 'u<uid>' for registrations through the app. */
  id: string
  nickName: string
  mobile: string
  webpageTopic: string
  distributorCode: string
  /** Always 'zsh5': a record exists only with both business-channel params. */
  registerChannelId: 'zsh5'
  paid: boolean
  registerTime: string
}

/** record/statistics/{distributorCode} */
export interface ReferralStatistics {
  distributorCode: string
  total: number
  today: number
  last7Days: number
  thisMonth: number
  paidNum: number
}

/** account pushBusiness?mobile=&memo=&url=&registerChannelId=&webpageTopic=&distributorCode= */
export interface PushBusinessResult {
  leadId: number
  isNew: boolean
  /** 'private': in the pool of the staff owning distributorCode; 'public' otherwise. */
  pool: 'private' | 'public'
  registerChannelId: string
  /** Returned only as a pair (then registerChannelId is 'zsh5'). */
  webpageTopic?: string
  distributorCode?: string
}
