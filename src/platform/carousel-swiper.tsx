/** The carousel as Taro's Swiper (the mini-program's own swiper; swiper.js on H5, loaded by carousel.h5.tsx). */
import { Swiper, SwiperItem } from '@tarojs/components'
import type { CarouselProps } from './carousel-types'

export default function SwiperCarousel({ slides, onChange, ...props }: CarouselProps) {
  return (
    <Swiper {...props} onChange={(e) => onChange?.(e.detail.current)}>
      {slides.map((slide) => (
        <SwiperItem key={slide.key}>{slide.content}</SwiperItem>
      ))}
    </Swiper>
  )
}
