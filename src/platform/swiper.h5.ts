/**
 * What Taro's H5 Swiper gets for `swiper/bundle` (aliased in config/index.ts): Swiper's core with the two modules
 * Taro's Swiper uses (autoplay, pagination dots), instead of the bundle of all 23 (42 KB gzip against 23 KB).
 */
import Swiper from 'swiper'
import { Autoplay, Pagination } from 'swiper/modules'

// eslint-disable-next-line react-hooks/rules-of-hooks -- Swiper.use registers modules; it is no React hook
Swiper.use([Autoplay, Pagination])

export { Swiper }
export default Swiper
