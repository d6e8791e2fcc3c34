/** /cpaPioneer2 — sign up for the CPA pioneer class. */
import { Text, View } from '@tarojs/components'
import { NavBar } from '@/components/NavBar'
import { PioneerForm } from '../PioneerForm'
import '../topic.css'

export default function CpaPioneerSignupPage() {
  return (
    <View className="topic-page">
      <NavBar title="CPA先锋班报名" />
      <View className="topic-hero">
        <Text className="topic-hero__title">报名CPA先锋班</Text>
        <Text className="topic-hero__sub">留下联系方式，课程顾问为您定制六科通关计划</Text>
      </View>
      <PioneerForm variant={2} />
    </View>
  )
}
