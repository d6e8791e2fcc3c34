/** The mini-program's carousel: its native swiper, nothing to load (see carousel.h5.tsx for H5). */
export type { CarouselProps, CarouselSlide } from './carousel-types'
export { default as Carousel } from './carousel-swiper'
