import { Text, View } from '@tarojs/components'

export default function Index() {
  return (
    <View className="bare">
      <Text>Hello, Taro</Text>
    </View>
  )
}
