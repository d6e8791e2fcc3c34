/**
 * Staff-only pages (docs/spec/content-access.md section 6: "Bound sales staff (enterprise-messaging qw user id, bind status,
 * client 2): sees the home tab, customer lists and private leads"): login first (LoginGate), then the staff state;
 * an unbound user of client 2 may bind here (bindingQwUser), anyone else reads STAFF_GATE_TEXT.staffOnly.
 */
import { useEffect, useState, type ReactNode } from 'react'
import { observer } from 'mobx-react'
import { View } from '@tarojs/components'
import { Button, Loading } from '@nutui/nutui-react-taro'
import { EmptyState } from '@/components/EmptyState'
import { LoginGate } from '@/components/LoginGate'
import { toast } from '@/platform/ui'
import { useStores } from '@/stores'

/** The sales staff pages' gate: binding the enterprise WeChat account first. */
export const STAFF_GATE_TEXT = {
  bind: '绑定企业微信',
  bound: '绑定成功',
  checking: '正在验证销售身份...',
  bindFirst: '请先绑定企业微信',
  bindHint: '绑定后可查看客户、私海线索和拉新记录',
  staffOnly: '仅限销售人员使用',
  notStaff: '当前账号不是已绑定企业微信的销售人员',
} as const

export const BindButton = observer(function BindButton({ text = STAFF_GATE_TEXT.bind }: { text?: string }) {
  const { staff } = useStores()
  const bind = async () => {
    if (staff.isBinding) return
    try {
      await staff.bind()
      toast(STAFF_GATE_TEXT.bound)
    } catch {
      // The request layer has shown the server's reason.
    }
  }
  const busy = staff.isBinding
  return <Button className="staff-bind" type="primary" loading={busy} disabled={busy} onClick={() => void bind()}>{text}</Button>
})

const StaffCheck = observer(function StaffCheck({ children }: { children: ReactNode }) {
  const { staff } = useStores()
  const [checked, setChecked] = useState(staff.showHomeTab)

  useEffect(() => {
    if (checked) return
    void staff.refresh().then(() => setChecked(true))
  }, [staff, checked])

  if (staff.showHomeTab) return <>{children}</>
  if (!checked) return <View className="login-gate"><Loading direction="vertical">{STAFF_GATE_TEXT.checking}</Loading></View>
  if (staff.canBind) {
    return (
      <EmptyState title={STAFF_GATE_TEXT.bindFirst} description={STAFF_GATE_TEXT.bindHint}>
        <BindButton />
      </EmptyState>
    )
  }
  return <EmptyState title={STAFF_GATE_TEXT.staffOnly} description={STAFF_GATE_TEXT.notStaff} />
})

export function StaffGate({ children }: { children: ReactNode }) {
  return (
    <LoginGate>
      <StaffCheck>{children}</StaffCheck>
    </LoginGate>
  )
}
