/**
 * Action buttons of an order (docs/spec/ordering-payment.md section 4, "Action buttons by state"):
 * - pending: cancel (not for the three national-guidance schools: `guidanceSchools`, configuration, see
 *   schoolGroups.ts) and pay;
 * - paying: sign agreement (contract pending or rejected) or view agreement (under review or signed), plus pay;
 * - complete: pay loan (baidu type with loan failure); study, or internship for real-account goods, when the study
 *   status is reading, dropped out or graduated (disabled for dropped out and graduated); sign or view agreement by
 *   contract status (visa-free gives only study);
 * - cancel or timeout: delete; inTheLoan or loanFail: pay loan;
 * - a supplementary order also gets the code button;
 * - orderStatus close: only view agreement when signed, else no buttons.
 */
import { ContractStatus, GoodsTypeId, InstallmentType, LoanStatus, OrderState, OrderStatus, StudyStatus } from './enums'
import type { OrderFacts } from './facts'

export type OrderAction = 'cancel' | 'pay' | 'signAgreement' | 'viewAgreement' | 'payLoan' | 'study' | 'internship' | 'delete' | 'inviteCode'

export interface ActionButton {
  action: OrderAction
  disabled: boolean
}

const SIGN_STATES: readonly number[] = [ContractStatus.pending, ContractStatus.reject]
const VIEW_STATES: readonly number[] = [ContractStatus.underReview, ContractStatus.signed]
const STUDY_STATES: readonly number[] = [StudyStatus.reading, StudyStatus.dropOut, StudyStatus.graduate]
const STUDY_DISABLED: readonly number[] = [StudyStatus.dropOut, StudyStatus.graduate]

function agreementButton(contract: number | null): OrderAction | null {
  if (contract !== null && SIGN_STATES.includes(contract)) return 'signAgreement'
  if (contract !== null && VIEW_STATES.includes(contract)) return 'viewAgreement'
  return null
}

export function orderActions(o: OrderFacts, guidanceSchools: readonly number[]): ActionButton[] {
  const on = (action: OrderAction, disabled = false): ActionButton => ({ action, disabled })
  if (o.orderStatus === OrderStatus.close) {
    return o.signContractStatus === ContractStatus.signed ? [on('viewAgreement')] : []
  }
  const buttons: ActionButton[] = []
  switch (o.state) {
    case OrderState.pending:
      if (!guidanceSchools.includes(o.schoolId)) buttons.push(on('cancel'))
      buttons.push(on('pay'))
      break
    case OrderState.paying: {
      const agreement = agreementButton(o.signContractStatus)
      if (agreement) buttons.push(on(agreement))
      buttons.push(on('pay'))
      break
    }
    case OrderState.complete: {
      if (o.installmentType === InstallmentType.baiduLoan && o.loanStatus === LoanStatus.loanFail) buttons.push(on('payLoan'))
      if (o.studyStatus !== null && STUDY_STATES.includes(o.studyStatus)) {
        buttons.push(on(o.goodsTypeId === GoodsTypeId.realAccount ? 'internship' : 'study', STUDY_DISABLED.includes(o.studyStatus)))
      }
      if (o.signContractStatus !== ContractStatus.visaFree) {
        const agreement = agreementButton(o.signContractStatus)
        if (agreement) buttons.push(on(agreement))
      }
      break
    }
    case OrderState.cancel:
    case OrderState.timeout:
      buttons.push(on('delete'))
      break
    case OrderState.inTheLoan:
    case OrderState.loanFail:
      buttons.push(on('payLoan'))
      break
    default:
      break
  }
  if (o.isSupply) buttons.push(on('inviteCode'))
  return buttons
}
