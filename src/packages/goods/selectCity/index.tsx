/**
 * /ty/SelectCity: cities with campuses, grouped by pinyin initial. Choosing one filters the campus list and goes back.
 * A read that gets no answer says so with a retry.
 */
import { useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { Text, View } from '@tarojs/components'
import type { City } from '@contract/goods'
import { groupByInitial } from '@/core/cities'
import { LoadError } from '@/components/ListFooter'
import { NavBar } from '@/components/NavBar'
import { back } from '@/platform/navigation'
import { useGoodsApi } from '@/services/goods'
import { isUnanswered } from '@/services/request'
import { Loadable } from '@/stores/loadable'
import '../choice.css'
import { useCheckoutStore } from '@/packages/goods/stores/instances'

/** The city choice's title. */
export const SELECT_CITY_TEXT = { pageTitle: '选择城市' } as const

export default observer(function SelectCityPage() {
  const checkout = useCheckoutStore()
  const goodsApi = useGoodsApi()
  // No cities when the server refuses; a read that got no answer fails (a retry).
  const [loadable] = useState(() => new Loadable<City[]>(() => goodsApi.cities().catch((error: unknown) => {
    if (isUnanswered(error)) throw error
    return []
  })))
  const cities = loadable.data ?? []

  useEffect(() => {
    void loadable.loadOnce()
  }, [loadable])

  return (
    <View className="choice-page">
      <NavBar title={SELECT_CITY_TEXT.pageTitle} />
      {loadable.status === 'error' && <LoadError onRetry={() => void loadable.load()} />}
      {groupByInitial(cities).map(([initial, group]) => (
        <View key={initial} className="city-group">
          <Text className="city-group__initial">{initial}</Text>
          <View className="city-group__list">
            {group.map((c) => (
              <Text
                key={c.cityId}
                className={`city-chip${checkout.city?.cityId === c.cityId ? ' city-chip--selected' : ''}`}
                onClick={() => {
                  checkout.setCity(c)
                  void back()
                }}
              >
                {c.cityName}
              </Text>
            ))}
          </View>
        </View>
      ))}
    </View>
  )
})
