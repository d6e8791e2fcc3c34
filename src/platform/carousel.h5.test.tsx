/**
 * The H5 carousel: every slide at once in a track the browser scrolls sideways (no swiper.js), the slide in view
 * reported by index, dots in the given colours, and autoplay that scrolls to the next slide (round to the first when
 * circular) and waits while a finger is on it or the page is hidden.
 */
import { act, fireEvent, render } from '@testing-library/react'
import { quietTaroMedia, showCarouselSlide } from '../../tests/jest/goods'
import { Carousel } from './carousel.h5'

const slides = ['one', 'two', 'three'].map((text) => ({ key: text, content: <span>{text}</span> }))
const dotColours = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('.carousel__dot')].map((d) => d.style.background)

beforeAll(quietTaroMedia)
afterEach(() => jest.useRealTimers())

function renderCarousel(props: Partial<Parameters<typeof Carousel>[0]> = {}) {
  const view = render(<Carousel className="banner" slides={slides} {...props} />)
  const track = view.container.querySelector('.carousel.banner .carousel__track') as HTMLElement
  Object.defineProperty(track, 'clientWidth', { value: 375, configurable: true })
  const scrolls: number[] = []
  track.scrollTo = ((options: ScrollToOptions) => scrolls.push(options.left!)) as typeof track.scrollTo
  return { ...view, track, scrolls }
}

it('draws every slide at once in its box, and reports the slide scrolled into view by index', () => {
  const onChange = jest.fn()
  const { container } = renderCarousel({ onChange })
  expect([...container.querySelectorAll('.carousel.banner .carousel__slide')].map((s) => s.textContent)).toEqual(['one', 'two', 'three'])
  act(() => showCarouselSlide(container, 0))
  expect(onChange).not.toHaveBeenCalled()
  act(() => showCarouselSlide(container, 2))
  expect(onChange).toHaveBeenLastCalledWith(2)
  act(() => showCarouselSlide(container, 1))
  expect(onChange.mock.calls).toEqual([[2], [1]])
})

it('slides drawn anew (other keys, as many) are watched again', () => {
  const onChange = jest.fn()
  const { container, rerender } = render(<Carousel slides={slides} onChange={onChange} />)
  const others = ['four', 'five', 'six'].map((text) => ({ key: text, content: <span>{text}</span> }))
  rerender(<Carousel slides={others} onChange={onChange} />)
  act(() => showCarouselSlide(container, 2))
  expect(onChange).toHaveBeenCalledWith(2)
})

it('shows a dot per slide, the current one in the active colour; none without indicatorDots or for one slide', () => {
  const { container } = renderCarousel({ indicatorDots: true, indicatorColor: 'rgba(255, 255, 255, 0.5)', indicatorActiveColor: 'rgb(255, 255, 255)' })
  expect(dotColours(container)).toEqual(['rgb(255, 255, 255)', 'rgba(255, 255, 255, 0.5)', 'rgba(255, 255, 255, 0.5)'])
  act(() => showCarouselSlide(container, 1))
  expect(dotColours(container)).toEqual(['rgba(255, 255, 255, 0.5)', 'rgb(255, 255, 255)', 'rgba(255, 255, 255, 0.5)'])
  expect(renderCarousel().container.querySelector('.carousel__dot')).toBeNull()
  expect(render(<Carousel slides={slides.slice(0, 1)} indicatorDots />).container.querySelector('.carousel__dot')).toBeNull()
})

it('autoplay scrolls one slide on each interval, round to the first when circular', () => {
  jest.useFakeTimers()
  const { container, scrolls } = renderCarousel({ autoplay: true, circular: true, interval: 3000 })
  act(() => jest.advanceTimersByTime(2999))
  expect(scrolls).toEqual([])
  act(() => jest.advanceTimersByTime(1))
  expect(scrolls).toEqual([375])
  act(() => showCarouselSlide(container, 1))
  act(() => jest.advanceTimersByTime(3000))
  act(() => showCarouselSlide(container, 2))
  act(() => jest.advanceTimersByTime(3000))
  expect(scrolls).toEqual([375, 750, 0])
})

it('without circular, autoplay stops at the last slide', () => {
  jest.useFakeTimers()
  const { container, scrolls } = renderCarousel({ autoplay: true, interval: 3000 })
  act(() => showCarouselSlide(container, 2))
  act(() => jest.advanceTimersByTime(9000))
  expect(scrolls).toEqual([])
})

it('autoplay waits while a finger is on the carousel and while the page is hidden', () => {
  jest.useFakeTimers()
  const { track, scrolls } = renderCarousel({ autoplay: true, circular: true, interval: 3000 })
  fireEvent.touchStart(track)
  act(() => jest.advanceTimersByTime(6000))
  expect(scrolls).toEqual([])
  fireEvent.touchEnd(track)
  const hidden = jest.spyOn(document, 'hidden', 'get').mockReturnValue(true)
  act(() => jest.advanceTimersByTime(6000))
  expect(scrolls).toEqual([])
  hidden.mockRestore()
  act(() => jest.advanceTimersByTime(3000))
  expect(scrolls).toEqual([375])
})
