import type { ReactNode } from 'react'

/** One slide: a stable key and what it shows. */
export interface CarouselSlide {
  key: string | number
  content: ReactNode
}

/** A swiping carousel: Taro's Swiper props the app uses, with slides as data. */
export interface CarouselProps {
  slides: CarouselSlide[]
  /** Sizes the carousel box; the box keeps it while swiper.js loads (H5). */
  className?: string
  autoplay?: boolean
  circular?: boolean
  interval?: number
  indicatorDots?: boolean
  indicatorColor?: string
  indicatorActiveColor?: string
  /** The slide shown, by index, after each swipe. */
  onChange?(index: number): void
}
