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

export default function ResetPasswordPage() {
  const { params } = useRouter()
  const target = safeRedirect(params.redirect)
  return (
    <View className="account-page reset-page">
      <NavBar title="找回密码" />
      <Text className="account-page__title">无需找回密码</Text>
      <Text className="account-page__text">会计学堂使用手机号和短信验证码登录，账号不设密码。忘记密码时，直接用验证码登录即可。</Text>
      <View className="account-page__actions">
        <Button className="reset-page__login" type="primary" block onClick={() => void redirectTo(loginUrl(target))}>验证码登录</Button>
      </View>
    </View>
  )
}
