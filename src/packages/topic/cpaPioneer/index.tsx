/**
 * /cpaPioneer — the CPA pioneer-class landing (route named by docs/spec/content-access.md section 2; the funnel is the app's):
 * what the class offers, the CPA courses (the CPA category's goods, by the goods jump), and two ways in: sign up for the
 * class (/cpaPioneer2) or claim the free study pack (/cpaPioneer3).
 */
import { useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { GoodsItem } from '@contract/goods'
import { CPA_SIGNUP_PAGE, cpaCategory } from '@/core/topic/lead'
import { PATHS } from '@/core/links'
import { GoodsCard } from '@/components/GoodsCard'
import { LoadError } from '@/components/ListFooter'
import { NavBar } from '@/components/NavBar'
import { Section } from '@/components/Section'
import { navigateTo } from '@/platform/navigation'
import { useGoodsApi } from '@/services/goods'
import { Loadable } from '@/stores/loadable'
import '../topic.css'

/** The CPA pioneer class landing's wording (the spec names the page, not its text: this is the app's own). */
export const PIONEER_TEXT = {
  title: 'CPA先锋班',
  subtitle: '注册会计师六科一站通关，先锋学员专享名师带学',
  points: [
    ['名师直播', '六科名师全程直播，课后可看回放'],
    ['专属规划', '按基础和时间定制六科通关计划'],
    ['班主任督学', '每周学习打卡，进度落后及时提醒'],
    ['全真模考', '考前全真模拟，排名与成绩分析'],
  ],
  courses: 'CPA精品课程',
  freePack: '免费领取备考资料',
  signUp: '立即报名先锋班',
} as const

export default observer(function CpaPioneerPage() {
  const goodsApi = useGoodsApi()
  // The CPA category's first four goods (none without a CPA category); a read that fails says so in their place with
  // a retry, the rest of the page shown.
  const [courses] = useState(() => new Loadable<GoodsItem[]>(async () => {
    const cpa = cpaCategory(await goodsApi.categories())
    return cpa ? (await goodsApi.categoryGoods(cpa.id, 1, 4)).list : []
  }))
  useEffect(() => {
    void courses.loadOnce()
  }, [courses])
  const goods = courses.data ?? []

  return (
    <View className="topic-page pioneer-page">
      <NavBar title={PIONEER_TEXT.title} />
      <View className="topic-hero">
        <Text className="topic-hero__title">{PIONEER_TEXT.title}</Text>
        <Text className="topic-hero__sub">{PIONEER_TEXT.subtitle}</Text>
      </View>
      <View className="pioneer-points">
        {PIONEER_TEXT.points.map(([title, text]) => (
          <View key={title} className="pioneer-point">
            <Text className="pioneer-point__title">{title}</Text>
            <Text className="pioneer-point__text">{text}</Text>
          </View>
        ))}
      </View>
      {courses.status === 'error' && (
        <Section title={PIONEER_TEXT.courses}>
          <LoadError onRetry={() => void courses.load()} />
        </Section>
      )}
      {goods.length > 0 && (
        <Section title={PIONEER_TEXT.courses}>
          {goods.map((g) => (
            <View key={g.goodsId} className="topic-list__item">
              <GoodsCard goods={g} />
            </View>
          ))}
        </Section>
      )}
      <View className="pioneer-bar">
        <Button className="pioneer-bar__pack" fill="outline" type="primary" onClick={() => void navigateTo(PATHS[CPA_SIGNUP_PAGE[3]])}>{PIONEER_TEXT.freePack}</Button>
        <Button className="pioneer-bar__signup" type="primary" onClick={() => void navigateTo(PATHS[CPA_SIGNUP_PAGE[2]])}>{PIONEER_TEXT.signUp}</Button>
      </View>
    </View>
  )
})
