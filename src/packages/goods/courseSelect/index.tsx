/**
 * /ty/CourseSelect?goodsId=&spPriceIdStr=&statusSchool=&change=1&courseIdList=: change a selectable package's
 * courses (exactly chooseNum of them). From a goods page, confirming keeps the choice for the purchase and goes back;
 * from confirm order (&orderId=), confirming changes the unpaid order (updateOrderChoice) and goes back to it.
 */
import { useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button, Checkbox } from '@nutui/nutui-react-taro'
import type { IncludedCourse } from '@shared/goods'
import { parseCourseIdList, toggleCourse } from '@/core/courseChoice'
import { courseChoiceText } from '@/core/goods'
import { NavBar } from '@/components/NavBar'
import { back } from '@/platform/navigation'
import { toast } from '@/platform/ui'
import { goodsApi, orderApi } from '@/services'
import '../choice.css'
import { checkoutStore } from '@/stores/instances/checkout'

/** The course choice page's wording (the count line is the rules', courseChoiceText). */
export const COURSE_SELECT_TEXT = {
  pageTitle: '选择课程',
  choose: (n: number) => `请选择${n}门课程`,
  lessons: (n: number) => `${n}课时`,
  ok: '确定',
} as const

export default observer(function CourseSelectPage() {
  const { params } = useRouter()
  const checkout = checkoutStore()
  const spPriceId = Number(params.spPriceIdStr)
  const orderId = Number(params.orderId) || null
  const spec = !orderId && checkout.spec?.spPriceId === spPriceId ? checkout.spec : null
  const [courses, setCourses] = useState<IncludedCourse[]>(spec ? checkout.courses : [])
  const [orderChooseNum, setOrderChooseNum] = useState<number | null>(null)
  const [goodsChooseNum, setGoodsChooseNum] = useState<number | null>(null)
  const [chosen, setChosen] = useState<number[]>(() => (!orderId && checkout.courseIds) || parseCourseIdList(params.courseIdList))
  const [saving, setSaving] = useState(false)
  const chooseNum = spec?.chooseNum ?? orderChooseNum ?? goodsChooseNum ?? courses.length

  useEffect(() => {
    if (!spPriceId || (spec && checkout.courses.length)) return
    goodsApi.includedCourses(spPriceId).then(setCourses, () => setCourses([]))
  }, [spPriceId, spec, checkout.courses.length])

  // Opened on its own (a reload, a shared link): the package's chooseNum from the goods.
  useEffect(() => {
    if (orderId || spec || !params.goodsId) return
    goodsApi.detail({ goodsId: params.goodsId }).then(
      (g) => setGoodsChooseNum(g.specifications.find((s) => s.spPriceId === spPriceId)?.chooseNum || null),
      () => undefined,
    )
  }, [orderId, spec, params.goodsId, spPriceId])

  useEffect(() => {
    if (!orderId) return
    void orderApi.detail(String(orderId)).then((o) => {
      if (!o) return
      setOrderChooseNum(o.chooseNum ?? o.commodityIdList.length)
      setChosen(o.commodityIdList)
    })
  }, [orderId])

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
          <Checkbox checked={chosen.includes(c.courseId)} label={c.courseName} />
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
