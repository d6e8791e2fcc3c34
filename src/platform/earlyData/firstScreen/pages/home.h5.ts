import type { HomePage } from '@contract/goods'
import { SEARCH_PLACEHOLDER } from '@/core/texts'
import { div, firstSlide, icon, image, text } from '../markup'
import { PAGE_BACKGROUND, type Context, type FirstScreen } from './shared'

/** Home (src/pages/home): the search bar and the first banner. */
export default function home(data: HomePage, _ctx: Context): FirstScreen | null {
  const banner = data.banners?.[0]
  if (!banner?.pic) return null
  return {
    box: div('home-page tab-page', [
      div('home-page__top', [div('home-search', [icon('Search', 14, '#999'), text('home-search__text', SEARCH_PLACEHOLDER)])]),
      div('home-page__body', [
        div('banner-swiper', [firstSlide('banner-swiper__swiper', image('banner-swiper__pic', banner.pic))]),
      ]),
    ]),
    replacedBy: '.banner-swiper__pic img',
    background: PAGE_BACKGROUND,
  }
}
