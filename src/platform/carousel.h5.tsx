/**
 * The H5 carousel, native: the slides side by side in a box that scrolls sideways with CSS scroll snapping, so the
 * browser does the swiping (momentum, rubber band, one slide per swipe) and nothing is loaded or measured to start
 * it. swiper.js, which Taro's H5 Swiper is, cost a 24 KB gzip chunk and a set-up task of about 220 ms at 4x CPU (most
 * of it layout it forced) in the middle of home's first seconds. The slide shown is the one an IntersectionObserver
 * sees most of; autoplay scrolls to the next one `interval` ms after each change, back to the first after the last
 * when `circular`, and waits while a finger is on the carousel or the page is hidden. The mini-program keeps its
 * native swiper (carousel.weapp.tsx).
 */
import { useEffect, useRef, useState } from 'react'
import type { CarouselProps } from './carouselTypes'
import './carousel.css'

export type { CarouselProps, CarouselSlide } from './carouselTypes'

/** Taro's Swiper defaults, which the mini-program's carousel keeps. */
const DEFAULT_INTERVAL_MS = 5000
const DEFAULT_DOT = 'rgba(0, 0, 0, 0.3)'
const DEFAULT_ACTIVE_DOT = '#000000'
/** The carousel's wording: what a screen reader calls it. */
export const CAROUSEL_TEXT = {
  label: '轮播图', // "carousel"
} as const
/** How much of a slide must be in the box for it to count as shown. */
const SHOWN_RATIO = 0.6

export function Carousel({
  slides,
  className = '',
  autoplay = false,
  circular = false,
  interval = DEFAULT_INTERVAL_MS,
  indicatorDots = false,
  indicatorColor = DEFAULT_DOT,
  indicatorActiveColor = DEFAULT_ACTIVE_DOT,
  onChange,
}: CarouselProps) {
  const track = useRef<HTMLDivElement>(null)
  const [current, setCurrent] = useState(0)
  const held = useRef(false)
  const reported = useRef(0)
  const report = useRef(onChange)
  report.current = onChange
  // Slides drawn anew (other keys, even as many) are other elements: the observer watches them again.
  const slideKeys = slides.map((slide) => slide.key).join('\n')

  useEffect(() => {
    const el = track.current
    if (!el || typeof IntersectionObserver === 'undefined') return undefined
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.intersectionRatio >= SHOWN_RATIO) setCurrent(Number((entry.target as HTMLElement).dataset.index))
      }
    }, { root: el, threshold: SHOWN_RATIO })
    for (const slide of el.children) observer.observe(slide)
    return () => observer.disconnect()
  }, [slideKeys])

  useEffect(() => {
    if (current === reported.current) return
    reported.current = current
    report.current?.(current)
  }, [current])

  useEffect(() => {
    if (!autoplay || slides.length < 2) return undefined
    const next = current + 1 < slides.length ? current + 1 : circular ? 0 : -1
    if (next < 0) return undefined
    const timer = setInterval(() => {
      const el = track.current
      if (!el || held.current || document.hidden) return
      const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
      el.scrollTo({ left: next * el.clientWidth, behavior: still ? 'auto' : 'smooth' })
    }, interval)
    return () => clearInterval(timer)
  }, [autoplay, circular, interval, slides.length, current])

  const hold = (on: boolean) => () => {
    held.current = on
  }
  return (
    <div className={`carousel ${className}`}>
      <div
        ref={track}
        className="carousel__track"
        // A keyboard reaches it and scrolls it with the arrow keys; a screen reader hears what it is.
        tabIndex={0}
        role="region"
        aria-label={CAROUSEL_TEXT.label}
        onTouchStart={hold(true)}
        onTouchEnd={hold(false)}
        onTouchCancel={hold(false)}
      >
        {slides.map((slide, i) => (
          <div key={slide.key} className="carousel__slide" data-index={i}>{slide.content}</div>
        ))}
      </div>
      {indicatorDots && slides.length > 1 && (
        <div className="carousel__dots" aria-hidden="true">
          {slides.map((slide, i) => (
            <span key={slide.key} className="carousel__dot" style={{ background: i === current ? indicatorActiveColor : indicatorColor }} />
          ))}
        </div>
      )}
    </div>
  )
}
