/** /ty/kefu: customer service — phone (tap to call), working hours, WeChat id with copy. */
import { Text, View } from '@tarojs/components'
import { Button, Cell } from '@nutui/nutui-react-taro'
import { CUSTOMER_SERVICE } from '@/core/contact'
import { NavBar } from '@/components/NavBar'
import { callPhone, copyText } from '@/platform/device'
import '../choice.css'

export default function KefuPage() {
  return (
    <View className="choice-page">
      <NavBar title="客服" />
      <View className="choice-item">
        <Text className="choice-item__title">您好，有任何问题请联系我们</Text>
        <Text className="choice-item__meta">服务时间：{CUSTOMER_SERVICE.hours}</Text>
      </View>
      <Cell.Group>
        <Cell title="客服电话" extra={CUSTOMER_SERVICE.phone} clickable onClick={() => void callPhone(CUSTOMER_SERVICE.phone)} />
        <Cell title="客服微信" extra={CUSTOMER_SERVICE.wechat} clickable onClick={() => void copyText(CUSTOMER_SERVICE.wechat)} />
      </Cell.Group>
      <View className="choice-page__foot">
        <Button type="primary" block onClick={() => void copyText(`客服电话：${CUSTOMER_SERVICE.phone}，客服微信：${CUSTOMER_SERVICE.wechat}`)}>
          复制联系方式
        </Button>
      </View>
    </View>
  )
}
