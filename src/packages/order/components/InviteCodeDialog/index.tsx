/**
 * The invite-code popup (docs/spec/ordering-payment.md sections 2 items 2 and 8, 4, 7, 9), reusable by confirm order: an
 * input checked on blur (order_getInvitorInfo, its inviteMsg shown), confirm enabled only above 4 characters and
 * locked after a tap until the response. A passing check saves the code for the order (order_addInvitedNum) and
 * signals completion with onDone(code); in check-only mode the dialog closes 1 s after a passing check and returns
 * the code. A failed save shows its saveMsg.
 */
import { useEffect, useRef, useState } from 'react'
import { observer } from 'mobx-react'
import { Text, View } from '@tarojs/components'
import { Button, Dialog, Input } from '@nutui/nutui-react-taro'
import { useOrderApi } from '@/services/order'
import { InviteCodeForm, type InviteCodeApi } from '@/packages/order/stores/inviteCode'
import './index.css'

export const INVITE_TEXT = {
  title: '填写邀请码',
  placeholder: '请输入邀请码',
  confirm: '确定',
  cancel: '取消',
} as const

/** "In check-only mode the dialog closes after 1 s returning the code." */
export const CHECK_ONLY_CLOSE_MS = 1000

export interface InviteCodeDialogProps {
  visible: boolean
  /** The order the code is saved for (unused in check-only mode). */
  orderId: number | null
  /** Only check the code (confirm order before an order exists): no save; closes 1 s after a passing check. */
  checkOnly?: boolean
  onClose: () => void
  /** Invite code complete: the code was saved (or, check-only, it passed). */
  onDone: (code: string) => void
  api?: InviteCodeApi
}

export const InviteCodeDialog = observer(function InviteCodeDialog({ visible, orderId, checkOnly = false, onClose, onDone, api }: InviteCodeDialogProps) {
  const orderApi = useOrderApi()
  const [form] = useState(() => new InviteCodeForm(api ?? orderApi, checkOnly))
  const [closing, setClosing] = useState<string | null>(null)
  const done = useRef(onDone)
  done.current = onDone

  useEffect(() => {
    if (!visible) {
      form.reset()
      setClosing(null)
    }
  }, [visible, form])

  useEffect(() => {
    if (closing === null) return
    const timer = setTimeout(() => done.current(closing), CHECK_ONLY_CLOSE_MS)
    return () => clearTimeout(timer)
  }, [closing])

  const confirm = async () => {
    const result = await form.confirm(orderId)
    if (!result.ok) return
    if (checkOnly) setClosing(result.code)
    else onDone(result.code)
  }

  return (
    <Dialog
      className="invite-dialog"
      visible={visible}
      title={INVITE_TEXT.title}
      onClose={onClose}
      onCancel={onClose}
      footer={
        <View className="invite-dialog__footer">
          <Button className="invite-dialog__cancel" fill="outline" onClick={onClose}>{INVITE_TEXT.cancel}</Button>
          <Button
            className="invite-dialog__confirm"
            type="primary"
            disabled={!form.canConfirm || closing !== null}
            loading={form.submitting}
            onClick={() => void confirm()}
          >
            {INVITE_TEXT.confirm}
          </Button>
        </View>
      }
      content={
        <View className="invite-dialog__body">
          <Input
            className="invite-dialog__input"
            name="inviteCode"
            placeholder={INVITE_TEXT.placeholder}
            value={form.code}
            maxLength={32}
            onChange={(v) => form.setCode(String(v))}
            onBlur={() => void form.check()}
          />
          {form.message && (
            <Text className={`invite-dialog__message ${form.passed ? 'invite-dialog__message--ok' : ''}`}>{form.message}</Text>
          )}
        </View>
      }
    />
  )
})
