/**
 * My page: /publicPage/myPage (user client 1) and /publicPage/newmypage (otherwise) share this tab page
 * (docs/spec/content-access.md section 2). The account (or a login button), my orders with the unpaid badge ('99+' above
 * 100, only when logged in: docs/spec/ordering-payment.md section 9), favourites, customer service, the account's password and
 * e-mail (getUserInfo by token), logout (confirmed) and, last, the ad place.
 */
import { useCallback, useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Avatar, Badge, Button, Cell, Dialog, Loading } from '@nutui/nutui-react-taro'
import { ArrowRight, Edit, Home, Order, Service, Star, ToPay, User, Video } from '@nutui/icons-react-taro'
import { unpaidBadge } from '@/core/badge'
import { ORDER_ENTRIES } from '@/core/mine'
import { APP_TEXT } from '@/core/texts'
import { maskMobile } from '@contract/rules/password'
import { PATHS } from '@/core/links'
import { AccountSecurity } from '@/pages/mine/AccountSecurity'
import { AdBanner } from '@/components/AdBanner'
import { ErrorBoundary } from '@/components/ErrorBoundary'
import { PageTabBar, useTabPage } from '@/components/TabBar'
import { currentUrl, loginUrl, navigateTo } from '@/platform/navigation'
import { consult } from '@/platform/consult'
import { useOrderApi } from '@/services/order'
import { toast } from '@/platform/ui'
import { useStores } from '@/stores'
import { Loadable } from '@/stores/loadable'
import { MenuTitle } from './MenuTitle'
import './index.css'

/** My page's menu wording beyond APP_TEXT (the account and orders rows are APP_TEXT's). */
export const MINE_TEXT = {
  bound: '绑定成功',
  live: '免费直播',
  exams: '模拟考试',
  staff: '销售工作台',
  bindStaff: '绑定企业微信',
} as const

const PAGE = 'pages/mine/index'
const ORDER_ICONS = { all: Order, unpaid: ToPay } as const

export default observer(function MinePage() {
  useTabPage(PAGE)
  const { session, staff } = useStores()
  const orderApi = useOrderApi()
  const [confirmLogout, setConfirmLogout] = useState(false)
  const loggedIn = session.isLoggedIn

  /**
   * The unpaid count, asked only with a token the server accepts (a stale one is cleared quietly): 0 without one. A
   * failed ask keeps the count as it was; the request layer has said why.
   */
  const [unpaidCount] = useState(() => new Loadable(async () => {
    if (!session.isLoggedIn || !(await session.verify())) return 0
    return (await orderApi.list({ page: 1, pageSize: 1 })).unPayNum
  }))
  const refreshUnpaid = useCallback(() => unpaidCount.load(), [unpaidCount])
  const unpaid = unpaidCount.data ?? 0

  useEffect(() => {
    void refreshUnpaid()
  }, [refreshUnpaid, loggedIn])
  useDidShow(() => void refreshUnpaid())

  const logout = async () => {
    setConfirmLogout(false)
    await session.logout()
  }

  const badge = loggedIn ? unpaidBadge(unpaid) : ''

  /** bindingQwUser for a user of client 2 not bound yet: the home tab appears once bound. One request however many taps. */
  const bindQw = async () => {
    if (staff.isBinding) return
    try {
      await staff.bind()
      toast(MINE_TEXT.bound)
    } catch {
      // The request layer has shown the server's reason.
    }
  }

  return (
    <View className="mine-page">
      <View className="mine-page__account">
        <Avatar className="mine-page__avatar" size="large" icon={<User size={28} color="#fff" />} background="#f3a09b" />
        {loggedIn ? (
          <View className="mine-page__who">
            <Text className="mine-page__name">{session.user?.nickName ?? ''}</Text>
            <Text className="mine-page__mobile">{maskMobile(session.user?.mobile ?? '')}</Text>
          </View>
        ) : (
          <View className="mine-page__who">
            <Button className="mine-page__login" size="small" onClick={() => void navigateTo(loginUrl())}>
              {APP_TEXT.loginOrRegister}
            </Button>
            <Text className="mine-page__hint">{APP_TEXT.loginHint}</Text>
          </View>
        )}
      </View>

      <View className="mine-orders">
        <Text className="mine-orders__title">{APP_TEXT.myOrders}</Text>
        <View className="mine-orders__entries">
          {ORDER_ENTRIES.map((entry) => {
            const Icon = ORDER_ICONS[entry.key]
            return (
              <View key={entry.key} className={`mine-orders__entry mine-orders__entry--${entry.key}`} onClick={() => void navigateTo(entry.url)}>
                {entry.badge && badge ? (
                  <Badge className="mine-orders__badge" value={badge} top="2" right="4">
                    <Icon size={26} color="#333" />
                  </Badge>
                ) : (
                  <Icon size={26} color="#333" />
                )}
                <Text className="mine-orders__text">{entry.text}</Text>
              </View>
            )
          })}
        </View>
      </View>

      <Cell.Group className="mine-page__menu">
        <Cell
          className="mine-page__favourites"
          title={<MenuTitle icon={<Star size={16} color="#cf2a20" />} text={APP_TEXT.favourites} />}
          extra={<ArrowRight size={12} color="#c8c9cc" />}
          clickable
          align="center"
          onClick={() => void navigateTo(PATHS.favourites)}
        />
        <Cell
          className="mine-page__kefu"
          title={<MenuTitle icon={<Service size={16} color="#cf2a20" />} text={APP_TEXT.kefu} />}
          extra={<ArrowRight size={12} color="#c8c9cc" />}
          clickable
          align="center"
          onClick={() => void consult('mine')}
        />
      </Cell.Group>

      <Cell.Group className="mine-page__menu mine-page__learn">
        <Cell
          className="mine-page__live"
          title={<MenuTitle icon={<Video size={16} color="#cf2a20" />} text={MINE_TEXT.live} />}
          extra={<ArrowRight size={12} color="#c8c9cc" />}
          clickable
          align="center"
          onClick={() => void navigateTo(PATHS.liveCenter)}
        />
        <Cell
          className="mine-page__exam"
          title={<MenuTitle icon={<Edit size={16} color="#cf2a20" />} text={MINE_TEXT.exams} />}
          extra={<ArrowRight size={12} color="#c8c9cc" />}
          clickable
          align="center"
          onClick={() => void navigateTo(PATHS.mockExam)}
        />
        {staff.showHomeTab && (
          <Cell
            className="mine-page__staff"
            title={<MenuTitle icon={<Home size={16} color="#cf2a20" />} text={MINE_TEXT.staff} />}
            extra={<ArrowRight size={12} color="#c8c9cc" />}
            clickable
            align="center"
            onClick={() => void navigateTo(PATHS.school)}
          />
        )}
        {staff.canBind && (
          <Cell
            className="mine-page__bind"
            title={<MenuTitle icon={<User size={16} color="#cf2a20" />} text={MINE_TEXT.bindStaff} />}
            extra={staff.isBinding ? <Loading className="mine-page__binding" /> : <ArrowRight size={12} color="#c8c9cc" />}
            clickable
            align="center"
            onClick={() => void bindQw()}
          />
        )}
      </Cell.Group>

      {loggedIn && <AccountSecurity back={currentUrl()} />}

      {loggedIn && (
        <View className="mine-page__logout">
          <Button block onClick={() => setConfirmLogout(true)}>{APP_TEXT.logout}</Button>
        </View>
      )}
      <ErrorBoundary section>
        <AdBanner slot="mine" />
      </ErrorBoundary>
      <Dialog
        className="mine-page__dialog"
        visible={confirmLogout}
        title={APP_TEXT.logout}
        content={APP_TEXT.logoutConfirm}
        confirmText={APP_TEXT.confirm}
        cancelText={APP_TEXT.cancel}
        onConfirm={() => void logout()}
        onCancel={() => setConfirmLogout(false)}
        onClose={() => setConfirmLogout(false)}
      />
      <PageTabBar page={PAGE} />
    </View>
  )
})

