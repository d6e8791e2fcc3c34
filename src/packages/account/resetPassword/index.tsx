/**
 * /resetPassWord (content-access.md section 2). Accounts here have no password: the app logs in by phone and code
 * only (the spec's password calls passWord_v410 / appEmailPwd are not served), so there is nothing to reset; the page
 * says so and leads into the code login, keeping `redirect`.
 */
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { safeRedirect } from '@/core/login'
import { NavBar } from '@/components/NavBar'
import { loginUrl, redirectTo } from '@/platform/navigation'
import '../account.css'

/** The reset-password page's wording (there are no passwords here: it leads into the code login). */
export const RESET_PASSWORD_TEXT = {
  pageTitle: '找回密码',
  heading: '无需找回密码',
  intro: '会计学堂使用手机号和短信验证码登录，账号不设密码。忘记密码时，直接用验证码登录即可。',
  codeLogin: '验证码登录',
} as const

export default function ResetPasswordPage() {
  const { params } = useRouter()
  const target = safeRedirect(params.redirect)
  return (
    <View className="account-page reset-page">
      <NavBar title={RESET_PASSWORD_TEXT.pageTitle} />
      <Text className="account-page__title">{RESET_PASSWORD_TEXT.heading}</Text>
      <Text className="account-page__text">{RESET_PASSWORD_TEXT.intro}</Text>
      <View className="account-page__actions">
        <Button className="reset-page__login" type="primary" block onClick={() => void redirectTo(loginUrl(target))}>{RESET_PASSWORD_TEXT.codeLogin}</Button>
      </View>
    </View>
  )
}
