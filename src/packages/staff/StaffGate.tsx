/**
 * Staff-only pages (content-access.md section 6: "Bound sales staff (enterprise-messaging qw user id, bind status,
 * client 2): sees the home tab, customer lists and private leads"): login first (LoginGate), then the staff state;
 * an unbound user of client 2 may bind here (bindingQwUser), anyone else reads '仅限销售人员使用'.
 */
import { useEffect, useState, type ReactNode } from 'react'
import { observer } from 'mobx-react'
import { View } from '@tarojs/components'
import { Button, Loading } from '@nutui/nutui-react-taro'
import { EmptyState } from '@/components/EmptyState'
import { LoginGate } from '@/components/LoginGate'
import { toast } from '@/platform/ui'
import { useStores } from '@/stores'

export const BindButton = observer(function BindButton({ text = '绑定企业微信' }: { text?: string }) {
  const { staff } = useStores()
  const bind = async () => {
    if (staff.isBinding) return
    try {
      await staff.bind()
      toast('绑定成功')
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
  if (!checked) return <View className="login-gate"><Loading direction="vertical">正在验证销售身份...</Loading></View>
  if (staff.canBind) {
    return (
      <EmptyState title="请先绑定企业微信" description="绑定后可查看客户、私海线索和拉新记录">
        <BindButton />
      </EmptyState>
    )
  }
  return <EmptyState title="仅限销售人员使用" description="当前账号不是已绑定企业微信的销售人员" />
})

export function StaffGate({ children }: { children: ReactNode }) {
  return (
    <LoginGate>
      <StaffCheck>{children}</StaffCheck>
    </LoginGate>
  )
}
