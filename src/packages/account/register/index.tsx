/**
 * /register (content-access.md section 2). There is no separate register call in this app: the code login registers
 * a number it does not know ("POST loginAndRegister"), so registering is logging in with phone and code. After it the
 * learner goes to `redirect` when it is a path of this app, else home.
 */
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { safeRedirect } from '@/core/login'
import { LOGIN_URL } from '@/core/routes'
import { LoginPanel } from '@/components/LoginPanel'
import { NavBar } from '@/components/NavBar'
import { redirectTo } from '@/platform/navigation'
import { toast } from '@/platform/ui'
import '../account.css'

/** The register page's wording (registration is the code login: there are no passwords here). */
export const REGISTER_TEXT = {
  pageTitle: '注册',
  heading: '注册会计学堂账号',
  intro: '输入手机号和短信验证码即可完成注册，未注册的手机号验证后将自动创建账号。',
  registered: '注册成功',
  toLogin: '已有账号？去登录',
} as const

export default function RegisterPage() {
  const { params } = useRouter()
  const target = safeRedirect(params.redirect)
  return (
    <View className="account-page register-page">
      <NavBar title={REGISTER_TEXT.pageTitle} />
      <Text className="account-page__title">{REGISTER_TEXT.heading}</Text>
      <Text className="account-page__text">{REGISTER_TEXT.intro}</Text>
      <LoginPanel
        submitText={REGISTER_TEXT.pageTitle}
        triggerUrl={target}
        onLoggedIn={() => {
          toast(REGISTER_TEXT.registered)
          void redirectTo(target)
        }}
      />
      <Text className="account-page__link" onClick={() => void redirectTo(`${LOGIN_URL}?redirect=${encodeURIComponent(target)}`)}>{REGISTER_TEXT.toLogin}</Text>
    </View>
  )
}
