/**
 * /ty/CourseSelect?goodsId=&spPriceIdStr=&statusSchool=&change=1&courseIdList=: change a selectable package's
 * courses (exactly chooseNum of them). From a goods page, confirming keeps the choice for the purchase and goes back;
 * from confirm order (&orderId=), confirming changes the unpaid order (updateOrderChoice) and goes back to it.
 */
import { useEffect, useMemo, useState } from 'react'
import { observer } from 'mobx-react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button, Checkbox } from '@nutui/nutui-react-taro'
import type { IncludedCourse } from '@contract/goods'
import { parseCourseIdList, toggleCourse } from '@/core/courseChoice'
import { courseChoiceText } from '@/core/goods'
import { NavBar } from '@/components/NavBar'
import { back } from '@/platform/navigation'
import { toast } from '@/platform/ui'
import { useGoodsApi } from '@/services/goods'
import { useOrderApi } from '@/services/order'
import { Loadable } from '@/stores/loadable'
import '../choice.css'
import { useCheckoutStore } from '@/packages/goods/stores/instances'

/** The course choice page's wording (the count line is the rules', courseChoiceText). */
export const COURSE_SELECT_TEXT = {
  pageTitle: '选择课程',
  choose: (n: number) => `请选择${n}门课程`,
  lessons: (n: number) => `${n}课时`,
  ok: '确定',
} as const

export default observer(function CourseSelectPage() {
  const { params } = useRouter()
  const checkout = useCheckoutStore()
  const goodsApi = useGoodsApi()
  const orderApi = useOrderApi()
  const spPriceId = Number(params.spPriceIdStr)
  const orderId = Number(params.orderId) || null
  const spec = !orderId && checkout.spec?.spPriceId === spPriceId ? checkout.spec : null
  const [chosen, setChosen] = useState<number[]>(() => (!orderId && checkout.courseIds) || parseCourseIdList(params.courseIdList))
  const [saving, setSaving] = useState(false)

  // The package's courses, unless the goods page's checkout has them; none when they cannot be read.
  const [included] = useState(() => new Loadable<IncludedCourse[]>(() => goodsApi.includedCourses(spPriceId).catch(() => [])))
  const needsCourses = !!spPriceId && !(spec && checkout.courses.length)
  useEffect(() => {
    if (needsCourses) void included.load()
  }, [included, needsCourses, spec, checkout.courses.length])
  const courses = included.data ?? (spec ? checkout.courses : [])

  // Opened on its own (a reload, a shared link): the package's chooseNum from the goods.
  const goodsId = !orderId && !spec ? params.goodsId : undefined
  const goodsChoice = useMemo(
    () => goodsId ? new Loadable(() => goodsApi.detail({ goodsId }).then((g) => g.specifications.find((s) => s.spPriceId === spPriceId)?.chooseNum || null)) : null,
    [goodsApi, goodsId, spPriceId],
  )
  useEffect(() => {
    void goodsChoice?.loadOnce()
  }, [goodsChoice])

  // From confirm order: the unpaid order's choice, which the shown choice becomes when it arrives.
  const [order] = useState(() => new Loadable(() => orderApi.detail(String(orderId))))
  useEffect(() => {
    if (!orderId) return
    void order.loadOnce().then(() => {
      if (order.data) setChosen(order.data.commodityIdList)
    })
  }, [order, orderId])
  const orderChooseNum = order.data ? order.data.chooseNum ?? order.data.commodityIdList.length : null

  const chooseNum = spec?.chooseNum ?? orderChooseNum ?? goodsChoice?.data ?? courses.length

  function tap(id: number) {
    const next = toggleCourse(chosen, id, chooseNum)
    if (next.refused) toast(next.refused)
    setChosen(next.chosen)
  }

  async function confirm() {
    if (!orderId) {
      checkout.setCourses(chosen)
      void back()
      return
    }
    setSaving(true)
    try {
      await orderApi.updateChoice({ orderId, commodityIdList: chosen.join(',') })
      void back()
    } catch {
      // toasted by the request layer; the choice stays for another try
    } finally {
      setSaving(false)
    }
  }

  const list = spec ? checkout.courses : courses
  return (
    <View className="choice-page">
      <NavBar title={COURSE_SELECT_TEXT.pageTitle} />
      <View className="choice-page__bar">
        <Text className="choice-page__bar-text">{COURSE_SELECT_TEXT.choose(chooseNum)}</Text>
        <Text className="choice-page__bar-action">{courseChoiceText(chosen.length, chooseNum)}</Text>
      </View>
      {list.map((c) => (
        <View key={c.courseId} className="choice-item" data-course-id={c.courseId} onClick={() => tap(c.courseId)}>
          <Checkbox className="tap-area" checked={chosen.includes(c.courseId)} label={c.courseName} />
          <Text className="choice-item__meta">{c.teacherName} · {COURSE_SELECT_TEXT.lessons(c.lessonCount)}</Text>
        </View>
      ))}
      <View className="choice-page__foot">
        <Button type="primary" block loading={saving} disabled={chosen.length !== chooseNum || saving} onClick={() => void confirm()}>
          {COURSE_SELECT_TEXT.ok}
        </Button>
      </View>
    </View>
  )
})
