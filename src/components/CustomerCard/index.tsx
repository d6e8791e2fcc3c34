/** One customer or private-pool lead of a sales-staff list (layout not shown in the spec: the app's). */
import { Text, View } from '@tarojs/components'
import { Tag } from '@nutui/nutui-react-taro'
import type { QwCustomer } from '@contract/staff'
import { followText, intentionText } from '@/core/staff/filters'
import './index.css'

/** A customer card's tags and dates. */
export const CUSTOMER_CARD_TEXT = {
  registered: '已注册',
  paid: '已购课',
  created: (time: string) => `创建 ${time}`,
  followed: (time: string) => `跟进 ${time}`,
  notFollowed: '未跟进',
} as const

const INTENTION_TAG = { 1: 'danger', 2: 'warning', 3: 'default' } as const

export function CustomerCard({ customer: c }: { customer: QwCustomer }) {
  return (
    <View className="customer-card" data-customer-id={c.id}>
      <View className="customer-card__head">
        <Text className="customer-card__name">{c.name}</Text>
        <Text className="customer-card__mobile">{c.mobile}</Text>
        <Tag className="customer-card__intention" type={INTENTION_TAG[c.intention] ?? 'default'} plain>{intentionText(c.intention)}</Tag>
      </View>
      <View className="customer-card__meta">
        <Text>{followText(c.followStatus)}</Text>
        {c.educationLabel && <Text> · {c.educationLabel}</Text>}
        <Text> · {c.source}</Text>
      </View>
      <View className="customer-card__tags">
        {c.registered && <Tag type="primary" plain>{CUSTOMER_CARD_TEXT.registered}</Tag>}
        {c.paid && <Tag type="success" plain>{CUSTOMER_CARD_TEXT.paid}</Tag>}
        {c.tags.map((t) => <Tag key={t} plain>{t}</Tag>)}
        {c.webpageTopic && <Tag type="info" plain>{c.webpageTopic}</Tag>}
      </View>
      {c.memo && <Text className="customer-card__memo">{c.memo}</Text>}
      <View className="customer-card__foot">
        <Text>{CUSTOMER_CARD_TEXT.created(c.createTime.slice(0, 16))}</Text>
        <Text>{c.lastFollowTime ? CUSTOMER_CARD_TEXT.followed(c.lastFollowTime.slice(0, 16)) : CUSTOMER_CARD_TEXT.notFollowed}</Text>
      </View>
    </View>
  )
}
