/** Body of a route whose page a later issue builds (listed as placeholder in the README route table). */
import { View, Text } from '@tarojs/components'
import { Empty } from '@nutui/nutui-react-taro'
import { APP_TEXT } from '@/core/texts'
import './index.css'

export function ComingSoon({ title }: { title: string }) {
  return (
    <View className="coming-soon">
      <Text className="coming-soon__title">{title}</Text>
      <Empty description={APP_TEXT.comingSoon} />
    </View>
  )
}
