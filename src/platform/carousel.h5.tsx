/**
 * The H5 carousel without swiper.js on the page's first load (27 KB gzip of it, issue 8): the first slide is drawn
 * at once in the carousel's own box, so nothing moves, and Taro's Swiper (swiper.js) loads when a carousel first
 * renders, then takes over with its dots, autoplay and swiping.
 */
import { lazy, Suspense } from 'react'
import { View } from '@tarojs/components'
import type { CarouselProps } from './carousel-types'

export type { CarouselProps, CarouselSlide } from './carousel-types'

const SwiperCarousel = lazy(() => import(/* webpackChunkName: "carousel" */ './carousel-swiper'))

/** What shows until swiper.js is there: the first slide, filling the box. */
function FirstSlide({ slides, className }: CarouselProps) {
  return (
    <View className={`carousel-first ${className ?? ''}`} style={{ overflow: 'hidden' }}>
      <View style={{ width: '100%', height: '100%' }}>{slides[0]?.content}</View>
    </View>
  )
}

export function Carousel(props: CarouselProps) {
  return (
    <Suspense fallback={<FirstSlide {...props} />}>
      <SwiperCarousel {...props} />
    </Suspense>
  )
}
