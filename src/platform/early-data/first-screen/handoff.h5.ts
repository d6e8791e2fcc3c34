/**
 * What index.html's inline script hands the first-screen script (./main.h5.ts, a file of its own so that index.html
 * stays small for every route): the route, its first call's answer, the page's stylesheets being applied, the URL's
 * query, and what to call once the first screen is painted or has nothing to draw.
 */
import type { EarlyRoute } from '@/core/earlyCalls'

export const FIRST_SCREEN_ID = 'first-screen'

/** The app has drawn a page of its own (Taro's page element is in #app). */
export const appDrewPage = (): boolean => !!document.querySelector('#app .taro_page')

export type Answer = Promise<{ status: number; data: unknown } | null>

export interface FirstScreenTask {
  route: EarlyRoute & { page: string }
  answer: Answer
  styles: Promise<boolean>[]
  query: Record<string, string>
  /** true: painted; false: nothing drawn. */
  done(painted: boolean): void
}

/** A tap the first screen kept for the app (./earlyTap.h5.ts): where, the first class of the element tapped, and the address. */
export interface EarlyTap {
  x: number
  y: number
  className: string
  at: string
}

declare global {
  interface Window {
    __firstScreen?: FirstScreenTask
    __firstScreenTap?: EarlyTap
  }
}

/** Resolves when the stylesheet has loaded or failed (a failed one draws nothing: the app asks again). */
export function addStylesheet(href: string): Promise<boolean> {
  return new Promise((resolve) => {
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = href
    link.onload = () => resolve(true)
    link.onerror = () => resolve(false)
    document.head.appendChild(link)
  })
}
