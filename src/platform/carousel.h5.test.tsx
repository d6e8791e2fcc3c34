/**
 * The H5 carousel: the first slide shows at once, in the carousel's box, before swiper.js has loaded; then Taro's
 * Swiper takes over with every slide and reports swipes by index.
 */
// Taro's Swiper as its contract (see home.test.tsx): jsdom has no layout for swiper.js.
const mockSwiper: { onChange?: (e: { detail: { current: number } }) => void; props?: Record<string, unknown> } = {}
jest.mock('@tarojs/components', () => {
  const actual = jest.requireActual('@tarojs/components')
  const { createElement } = jest.requireActual('react')
  const fakes: Record<string, unknown> = {
    Swiper: ({ children, onChange, ...props }: { children: unknown; onChange: typeof mockSwiper.onChange }) => {
      mockSwiper.onChange = onChange
      mockSwiper.props = props
      return createElement(actual.View, { className: `swiper ${(props as { className?: string }).className}` }, children)
    },
    SwiperItem: ({ children }: { children: unknown }) => createElement(actual.View, { className: 'swiper-slide' }, children),
  }
  return new Proxy(actual, { get: (target, key: string) => fakes[key] ?? target[key] })
})

import { act, render, screen, waitFor } from '@testing-library/react'
import { Carousel } from './carousel.h5'

const slides = ['one', 'two', 'three'].map((text) => ({ key: text, content: <span>{text}</span> }))

it('draws the first slide in the carousel box at once, then the swiper with every slide', async () => {
  const onChange = jest.fn()
  const { container } = render(<Carousel className="banner" slides={slides} autoplay interval={3000} onChange={onChange} />)
  const first = container.querySelector('.carousel-first.banner')
  expect(first?.textContent).toBe('one')
  expect(container.querySelector('.swiper')).toBeNull()

  await waitFor(() => expect(container.querySelector('.swiper.banner')).not.toBeNull())
  expect(container.querySelector('.carousel-first')).toBeNull()
  expect([...container.querySelectorAll('.swiper-slide')].map((s) => s.textContent)).toEqual(['one', 'two', 'three'])
  expect(mockSwiper.props).toMatchObject({ autoplay: true, interval: 3000 })
  act(() => mockSwiper.onChange?.({ detail: { current: 2 } }))
  expect(onChange).toHaveBeenCalledWith(2)
  expect(screen.getByText('three')).toBeTruthy()
})


