/**
 * The login popup's panel on H5, loaded when the popup first opens: the login methods, the code form and the input
 * components (about 6 KB gzip) are not on the first load of the pages that offer it (goods, knowledge store,
 * practical course, live centre...), where only a guest's tap opens it. Meanwhile the popup holds a loading mark of
 * the form's height.
 */
import { View } from '@tarojs/components'
import { Loading } from '@nutui/nutui-react-taro'
import type { LoginPanelProps } from '@/components/LoginPanel'
import { onDemand } from '@/platform/onDemand'
import './panel.css'

const panel = onDemand(() => import('@/components/LoginPanel').then((m) => m.LoginPanel))

export function LoginPanelOnDemand(props: LoginPanelProps) {
  const Panel = panel.useLoaded()
  if (!Panel) return <View className="login-panel--pending"><Loading /></View>
  return <Panel {...props} />
}
