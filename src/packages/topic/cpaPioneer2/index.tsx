/** /cpaPioneer2 — sign up for the CPA pioneer class. */
import { Text, View } from '@tarojs/components'
import { NavBar } from '@/components/NavBar'
import { PioneerForm } from '../PioneerForm'
import '../topic.css'

/** The pioneer class sign-up page's wording. */
export const PIONEER_SIGNUP_TEXT = {
  pageTitle: 'CPA先锋班报名',
  heading: '报名CPA先锋班',
  hint: '留下联系方式，课程顾问为您定制六科通关计划',
} as const

export default function CpaPioneerSignupPage() {
  return (
    <View className="topic-page">
      <NavBar title={PIONEER_SIGNUP_TEXT.pageTitle} />
      <View className="topic-hero">
        <Text className="topic-hero__title">{PIONEER_SIGNUP_TEXT.heading}</Text>
        <Text className="topic-hero__sub">{PIONEER_SIGNUP_TEXT.hint}</Text>
      </View>
      <PioneerForm variant={2} />
    </View>
  )
}
