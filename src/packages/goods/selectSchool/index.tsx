/**
 * /ty/SelectSchool?goodsId=&newBusinessId=1: the campuses selling this goods, in the chosen city (switch it on
 * /ty/SelectCity). Choosing one keeps it for the purchase and goes back; from confirm order (&orderId=) it changes
 * the unpaid order's campus (updateOrderChoice) and goes back to it. A read that gets no answer says so with a retry,
 * the city bar kept.
 */
import { useEffect, useMemo } from 'react'
import { observer } from 'mobx-react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Location } from '@nutui/icons-react-taro'
import type { School } from '@contract/goods'
import { link } from '@/core/links'
import { useOneAtATime } from '@/components/hooks/useOneAtATime'
import { EmptyState } from '@/components/EmptyState'
import { LoadError } from '@/components/ListFooter'
import { NavBar } from '@/components/NavBar'
import { back, navigateTo } from '@/platform/navigation'
import { useGoodsApi } from '@/services/goods'
import { useOrderApi } from '@/services/order'
import { isUnanswered } from '@/services/request'
import { Loadable } from '@/stores/loadable'
import '../choice.css'
import { useCheckoutStore } from '@/packages/goods/stores/instances'

/** The campus choice's wording. */
export const SELECT_SCHOOL_TEXT = {
  pageTitle: '选择校区',
  allCities: '全部城市',
  switchCity: '切换城市',
  none: '该城市暂无可报名的校区',
  phone: (phone: string) => `电话 ${phone}`,
} as const

export default observer(function SelectSchoolPage() {
  const { params } = useRouter()
  const checkout = useCheckoutStore()
  const goodsApi = useGoodsApi()
  const orderApi = useOrderApi()
  const cityId = checkout.city?.cityId
  // The campuses of the chosen city, asked again when the city changes (none shown meanwhile); none when the server
  // refuses, a retry when the read got no answer.
  const campuses = useMemo(
    () => new Loadable<School[]>(() => goodsApi.schools({ goodsId: params.goodsId, cityId }).catch((error: unknown) => {
      if (isUnanswered(error)) throw error
      return []
    })),
    [goodsApi, params.goodsId, cityId],
  )
  const schools = campuses.data
  const orderId = Number(params.orderId) || null
  // An order's campus is saved once, however fast the taps.
  const { run: saveChoice } = useOneAtATime(async (school: School, id: number) => {
    try {
      await orderApi.updateChoice({ orderId: id, signSchoolId: school.schoolId })
      void back()
    } catch {
      // toasted by the request layer
    }
  })

  function choose(school: School) {
    if (!orderId) {
      checkout.setSchool(school)
      void back()
      return
    }
    void saveChoice(school, orderId)
  }

  useEffect(() => {
    void campuses.loadOnce()
  }, [campuses])

  return (
    <View className="choice-page">
      <NavBar title={SELECT_SCHOOL_TEXT.pageTitle} />
      <View className="choice-page__bar" onClick={() => void navigateTo(link('selectCity', { goodsId: params.goodsId }))}>
        <Location size={14} />
        <Text className="choice-page__bar-text">{checkout.city?.cityName ?? SELECT_SCHOOL_TEXT.allCities}</Text>
        <Text className="choice-page__bar-action">{SELECT_SCHOOL_TEXT.switchCity}</Text>
      </View>
      {campuses.status === 'error' && <LoadError onRetry={() => void campuses.load()} />}
      {schools && schools.length === 0 && <EmptyState description={SELECT_SCHOOL_TEXT.none} />}
      {schools?.map((s) => (
        <View
          key={s.schoolId}
          className={`choice-item${checkout.school?.schoolId === s.schoolId ? ' choice-item--selected' : ''}`}
          data-school-id={s.schoolId}
          onClick={() => void choose(s)}
        >
          <Text className="choice-item__title">{s.schoolName}</Text>
          <Text className="choice-item__meta">{s.cityName} · {s.address}</Text>
          {s.phone && <Text className="choice-item__meta">{SELECT_SCHOOL_TEXT.phone(s.phone)}</Text>}
        </View>
      ))}
    </View>
  )
})
