/**
 * The H5 carousel without swiper.js on the page's first load (27 KB gzip of it): the first slide is drawn
 * at once in the carousel's own box, so nothing moves, and Taro's Swiper (swiper.js) loads when a carousel first
 * renders, then takes over with its dots, autoplay and swiping. If the load fails (a dropped connection), the first
 * slide stays, still tappable, and the next carousel to render tries again (src/platform/on-demand).
 */
import { View } from '@tarojs/components'
import type { CarouselProps } from './carousel-types'
import { onDemand } from './on-demand'

export type { CarouselProps, CarouselSlide } from './carousel-types'

const swiper = onDemand(() => import(/* webpackChunkName: "carousel" */ './carousel-swiper').then((m) => m.default))

/**
 * What shows until swiper.js is there: the first slide, filling the box. Its content is 2 px wider than the box
 * (1 px clipped on each side): swiper.js sizes a slide by the box's clientWidth, rounded up to a whole pixel, so a
 * first slide exactly as wide would be the smaller picture, and the same picture drawn again by the swiper would
 * become the page's largest contentful paint, late (the bench's Lighthouse runs: home's LCP was 6.2 s).
 */
function FirstSlide({ slides, className }: CarouselProps) {
  return (
    <View className={`carousel-first ${className ?? ''}`} style={{ overflow: 'hidden' }}>
      <View style={{ width: 'calc(100% + 2px)', marginLeft: '-1px', height: '100%' }}>{slides[0]?.content}</View>
    </View>
  )
}

export function Carousel(props: CarouselProps) {
  const SwiperCarousel = swiper.useLoaded()
  return SwiperCarousel ? <SwiperCarousel {...props} /> : <FirstSlide {...props} />
}
