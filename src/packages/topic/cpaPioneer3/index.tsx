/** /cpaPioneer3 — claim the free CPA study pack. */
import { Text, View } from '@tarojs/components'
import { NavBar } from '@/components/NavBar'
import { PioneerForm } from '../PioneerForm'
import '../topic.css'

export default function CpaPioneerPackPage() {
  return (
    <View className="topic-page">
      <NavBar title="CPA备考资料领取" />
      <View className="topic-hero topic-hero--detail">
        <Text className="topic-hero__title">免费领取CPA备考资料</Text>
        <Text className="topic-hero__sub">六科考点精讲讲义 + 历年真题 + 备考计划表</Text>
      </View>
      <PioneerForm variant={3} />
    </View>
  )
}
