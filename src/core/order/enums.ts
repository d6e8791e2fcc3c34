/**
 * The order enums of docs/spec/ordering-payment.md section 4 are the contract's (contract/orderEnums.ts), shared with
 * the server; this module adds the app's lists over them.
 */
import { OrderState } from '@contract/orderEnums'

export { InstallmentType, DownPaymentStatus, OrderStatus, OrderState, LoanStatus, ContractStatus, CONTRACT_STATUS_BLOCKED, StudyStatus, AuthorityStatus, PayCheck, OriginType, GoodsTypeId, PayMethod, type PayMethodValue } from '@contract/orderEnums'

/** States 1, 2 and 6 are unpaid (section 4). */
export const UNPAID_STATES: readonly number[] = [OrderState.pending, OrderState.paying, OrderState.inTheLoan]

/** "Schools 4, 10, 11 show no cutoff time." */
export const SCHOOLS_WITHOUT_CUTOFF: readonly number[] = [4, 10, 11]
/** "the edit button (hidden for school 4 ...)" */
export const SCHOOL_WITHOUT_COURSE_EDIT = 4
