/** /ty/kefu: customer service — phone (tap to call), working hours, WeChat id with copy. */
import { Text, View } from '@tarojs/components'
import { Button, Cell } from '@nutui/nutui-react-taro'
import { CUSTOMER_SERVICE } from '@/core/contact'
import { NavBar } from '@/components/NavBar'
import { callPhone, copyText } from '@/platform/device'
import '../choice.css'

/** The customer-service page's wording (the numbers and hours are CUSTOMER_SERVICE, src/core/contact.ts). */
export const KEFU_TEXT = {
  pageTitle: '客服',
  greeting: '您好，有任何问题请联系我们',
  hours: (hours: string) => `服务时间：${hours}`,
  phone: '客服电话',
  wechat: '客服微信',
  copied: (phone: string, wechat: string) => `客服电话：${phone}，客服微信：${wechat}`,
  copy: '复制联系方式',
} as const

export default function KefuPage() {
  return (
    <View className="choice-page">
      <NavBar title={KEFU_TEXT.pageTitle} />
      <View className="choice-item">
        <Text className="choice-item__title">{KEFU_TEXT.greeting}</Text>
        <Text className="choice-item__meta">{KEFU_TEXT.hours(CUSTOMER_SERVICE.hours)}</Text>
      </View>
      <Cell.Group>
        <Cell title={KEFU_TEXT.phone} extra={CUSTOMER_SERVICE.phone} clickable onClick={() => void callPhone(CUSTOMER_SERVICE.phone)} />
        <Cell title={KEFU_TEXT.wechat} extra={CUSTOMER_SERVICE.wechat} clickable onClick={() => void copyText(CUSTOMER_SERVICE.wechat)} />
      </Cell.Group>
      <View className="choice-page__foot">
        <Button type="primary" block onClick={() => void copyText(KEFU_TEXT.copied(CUSTOMER_SERVICE.phone, CUSTOMER_SERVICE.wechat))}>
          {KEFU_TEXT.copy}
        </Button>
      </View>
    </View>
  )
}
