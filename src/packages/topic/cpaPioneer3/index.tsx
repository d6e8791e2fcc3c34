/** /cpaPioneer3 — claim the free CPA study pack. */
import { Text, View } from '@tarojs/components'
import { NavBar } from '@/components/NavBar'
import { PioneerForm } from '../PioneerForm'
import '../topic.css'

/** The study-materials claim page's wording. */
export const PIONEER_MATERIALS_TEXT = {
  pageTitle: 'CPA备考资料领取',
  heading: '免费领取CPA备考资料',
  hint: '六科考点精讲讲义 + 历年真题 + 备考计划表',
} as const

export default function CpaPioneerPackPage() {
  return (
    <View className="topic-page">
      <NavBar title={PIONEER_MATERIALS_TEXT.pageTitle} />
      <View className="topic-hero topic-hero--detail">
        <Text className="topic-hero__title">{PIONEER_MATERIALS_TEXT.heading}</Text>
        <Text className="topic-hero__sub">{PIONEER_MATERIALS_TEXT.hint}</Text>
      </View>
      <PioneerForm variant={3} />
    </View>
  )
}
