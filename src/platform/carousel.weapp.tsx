/** The mini-program's carousel: its native swiper through Taro's Swiper, nothing to load (H5's: carousel.h5.tsx). */
import { Swiper, SwiperItem } from '@tarojs/components'
import type { CarouselProps } from './carouselTypes'

export type { CarouselProps, CarouselSlide } from './carouselTypes'

export function Carousel({ slides, onChange, ...props }: CarouselProps) {
  return (
    <Swiper {...props} onChange={(e) => onChange?.(e.detail.current)}>
      {slides.map((slide) => (
        <SwiperItem key={slide.key}>{slide.content}</SwiperItem>
      ))}
    </Swiper>
  )
}
