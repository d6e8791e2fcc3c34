/**
 * The loan-info dialog of a loan order (docs/spec/ordering-payment.md section 2 item 3): loan platform, customer name, loan
 * status and down payment, read from the order detail (the list item carries none of them). Quiet: a failed
 * detail call shows '--' everywhere ("Order-detail API failures are swallowed").
 */
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Dialog, Loading } from '@nutui/nutui-react-taro'
import type { OrderInfo } from '@contract/order'
import { LOAN_INFO_TEXT, loanInfoRows } from '@/core/order/card'
import { APP_TEXT } from '@/core/texts'
import { useOrderApi } from '@/services/order'
import './index.css'

const EMPTY: Pick<OrderInfo, 'loan' | 'downPayment' | 'goodsLoanList'> = { loan: null, downPayment: 0, goodsLoanList: [] }

export function LoanInfoDialog({ tradeOrderId, onClose }: { tradeOrderId: string | null; onClose: () => void }) {
  const orderApi = useOrderApi()
  const [info, setInfo] = useState<OrderInfo | null>(null)
  const [loading, setLoading] = useState(false)

  useEffect(() => {
    if (!tradeOrderId) return
    let live = true
    setInfo(null)
    setLoading(true)
    void orderApi
      .detail(tradeOrderId)
      .then((order) => {
        if (!live) return
        setInfo(order)
        setLoading(false)
      })
    return () => { live = false }
  }, [orderApi, tradeOrderId])

  return (
    <Dialog
      className="loan-info-dialog"
      visible={tradeOrderId !== null}
      title={LOAN_INFO_TEXT.title}
      hideCancelButton
      confirmText={APP_TEXT.confirm}
      onConfirm={onClose}
      onClose={onClose}
      onCancel={onClose}
      content={
        loading ? (
          <Loading />
        ) : (
          <View className="loan-info">
            {loanInfoRows(info ?? EMPTY).map((row) => (
              <View key={row.label} className="loan-info__row">
                <Text className="loan-info__label">{row.label}</Text>
                <Text className="loan-info__value">{row.value}</Text>
              </View>
            ))}
          </View>
        )
      }
    />
  )
}
