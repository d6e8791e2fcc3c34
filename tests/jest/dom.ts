/**
 * Helpers for component tests on Taro's H5 components (the React ones the build uses: h5.useHtmlComponents) and NutUI:
 * - `typeInto` sends a keydown before each input, as real typing does (Taro's input reacts to both).
 * - A Button (Taro's, as NutUI's renders it) is an element of role button named by its text; a disabled one carries
 *   aria-disabled="true" (src/platform/taro/components.h5.tsx) and ignores clicks. Found by role and name, not by
 *   NutUI's class names, so a NutUI upgrade that renames them changes nothing here.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react'

/** The inner <input> with this placeholder. */
export async function field(placeholder: string): Promise<HTMLInputElement> {
  let input: HTMLInputElement | undefined
  await waitFor(() => {
    input = screen.getAllByPlaceholderText(placeholder).find((el): el is HTMLInputElement => el.tagName === 'INPUT')
    expect(input).toBeDefined()
  })
  return input!
}

export async function typeInto(input: HTMLInputElement, value: string): Promise<void> {
  fireEvent.keyDown(input, { key: 'a', keyCode: 65 })
  fireEvent.input(input, { target: { value } })
  await act(async () => {})
}

/** The button named `label` (its text). */
export function button(label: string | RegExp): HTMLElement {
  return screen.getByRole('button', { name: label })
}

/** Whether a button says it is disabled (aria-disabled, as a screen reader hears it). */
export function isDisabled(el: HTMLElement): boolean {
  return el.getAttribute('aria-disabled') === 'true'
}

export async function tap(el: HTMLElement): Promise<void> {
  fireEvent.click(el)
  await act(async () => {})
}

// The page's DOM and the browser's storage, for component tests: src/ touches document/window only in src/platform,
// so tests reach them through these (popups and dialogs are portalled to the body, outside render()'s container).

/** The first element of the whole page matching `selector`, or null. */
export function query<T extends Element = HTMLElement>(selector: string): T | null {
  return document.querySelector<T>(selector as never) as T | null
}

/** Every element of the whole page matching `selector`. */
export function queryAll<T extends Element = HTMLElement>(selector: string): T[] {
  return [...document.querySelectorAll(selector)] as T[]
}

/** The element that has the keyboard focus. */
export const focusedElement = (): Element | null => document.activeElement

/** The page's <body> (where portals render). */
export const pageBody = (): HTMLElement => document.body

/** The document title as the browser shows it. */
export const documentTitle = (): string => document.title

/** Empties the tab's session and local storage. */
export function clearBrowserStorage(): void {
  window.sessionStorage.clear()
  window.localStorage.clear()
}

/** Drops every cookie of the page (the H5 session's token lives in cookies). */
export function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0].trim()
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`
  }
}

/** The address bar: replace it (no navigation) or read its path. */
export const setAddress = (url: string): void => window.history.replaceState(null, '', url)
export const addressPath = (): string => window.location.pathname

/** The browser's Back button: resolves once the history has moved (popstate). */
export const browserBack = (): Promise<void> => new Promise((done) => {
  window.addEventListener('popstate', () => done(), { once: true })
  window.history.back()
})

/** The jsdom window itself, for a test that drives a library with it (Taro's router over the browser history). */
export const browserWindow = (): Window => window
