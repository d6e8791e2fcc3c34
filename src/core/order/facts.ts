/** The order fields the rules read: present on both the order info (detail, confirm) and the order-list item. */
export interface OrderFacts {
  state: number
  orderStatus: number
  signContractStatus: number | null
  studyStatus: number | null
  installmentType: number | null
  goodsTypeId: number
  goodsType?: number
  isSupply?: boolean
  loanStatus?: number | null
  downPaymentStatus?: number | null
  authorityStatus: number | null
  schoolId: number
  orderOriginType: number
  countDownTime?: number | null
  isReceiveAll?: boolean
  xlType?: number | null
  payPrice?: number
  paidMoney?: number
}
