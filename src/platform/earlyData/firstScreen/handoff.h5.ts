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

/**
 * Adds a page stylesheet; resolves when it has loaded or failed (a failed one draws nothing: the app asks again).
 * It goes into the head once the parser has put index.html's own stylesheet links there (app.css, after the inline
 * scripts so that they need not wait for it), so that it comes after them in the cascade, as when the app adds it:
 * a page's rule overrides Taro's and NutUI's base rule of the same specificity (`.taro-img`'s default size).
 * The download starts at once, as a preload.
 */
export function addStylesheet(href: string): Promise<boolean> {
  const preload = document.createElement('link')
  preload.rel = 'preload'
  preload.as = 'style'
  preload.href = href
  document.head.appendChild(preload)
  return documentParsed().then(() => new Promise((resolve) => {
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = href
    link.onload = () => resolve(true)
    link.onerror = () => resolve(false)
    document.head.appendChild(link)
  }))
}

/** Resolves once the document has been parsed (DOMContentLoaded, which no stylesheet holds back): its body is there. */
export const documentParsed = (): Promise<void> =>
  document.readyState !== 'loading' ? Promise.resolve() : new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }))
