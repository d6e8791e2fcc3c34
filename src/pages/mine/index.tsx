/**
 * My page: /publicPage/myPage (user client 1) and /publicPage/newmypage (otherwise) share this tab page.
 * Account, my orders and logout here; favourites and the unpaid badge come with the storefront issue.
 */
import { useEffect } from 'react'
import { observer } from 'mobx-react'
import { View, Text } from '@tarojs/components'
import { Avatar, Button, Cell } from '@nutui/nutui-react-taro'
import { loginUrl, navigateTo } from '@/platform/navigation'
import { PageTabBar, useTabPage } from '@/components/TabBar'
import { useStores } from '@/stores'
import './index.css'

const PAGE = 'pages/mine/index'

export default observer(function MinePage() {
  useTabPage(PAGE)
  const { session } = useStores()

  useEffect(() => {
    if (session.isLoggedIn) void session.verify()
  }, [session, session.isLoggedIn])

  return (
    <View className="mine-page">
      <View className="mine-page__account">
        <Avatar size="large" />
        {session.isLoggedIn ? (
          <View className="mine-page__who">
            <Text className="mine-page__name">{session.user?.nickName ?? ''}</Text>
            <Text className="mine-page__mobile">{session.user?.mobile ?? ''}</Text>
          </View>
        ) : (
          <Button className="mine-page__login" type="primary" size="small" onClick={() => void navigateTo(loginUrl())}>
            登录/注册
          </Button>
        )}
      </View>
      <Cell.Group>
        <Cell title="我的订单" clickable align="center" onClick={() => void navigateTo('/ty/myOrder')} />
      </Cell.Group>
      {session.isLoggedIn && (
        <View className="mine-page__logout">
          <Button block onClick={() => void session.logout()}>退出登录</Button>
        </View>
      )}
      <PageTabBar page={PAGE} />
    </View>
  )
})
