/**
 * Every page's component wrapped once, from one place (src/app.tsx hands in the error boundary: a render error shows
 * a message in the page, not a white page).
 *
 * Taro's React app (`createReactApp`, @tarojs/plugin-framework-react) becomes `Current.app` (@tarojs/runtime), and
 * every page's load lifecycle mounts the page's component with `Current.app.mount(component, id, ...)`, which wraps
 * it in Taro's own PageWrapper (whose error handling draws nothing). Here `Current.app` becomes a property whose
 * setter wraps the app's `mount`, so each page component reaches Taro already wrapped; H5's router and the
 * mini-program's `Page()` both mount through it. (Taro's `modifyPageObject` hook keeps a single callback, which
 * src/platform/pageShow.ts holds.) src/platform/pageWrap.test.ts pins what this relies on.
 */
import { Current } from '@tarojs/runtime'

type Wrap = (component: never) => unknown
type Mount = (component: unknown, ...rest: unknown[]) => unknown
type AppObject = Record<string | symbol, unknown>

const WRAPPED = Symbol('pageWrap')

/** `app` with its mount handing `wrap(component)` on (once). Exported for the test. */
export function wrapAppMount(app: unknown, wrap: Wrap): void {
  const target = app as AppObject | null | undefined
  if (!target || typeof target !== 'object' || target[WRAPPED]) return
  const mount = target.mount as Mount | undefined
  if (typeof mount !== 'function') return
  target.mount = function (this: unknown, component: unknown, ...rest: unknown[]) {
    return mount.call(this, wrap(component as never), ...rest)
  }
  target[WRAPPED] = true
}

let installed = false

/** Every page component is mounted as `wrap(component)`. Call once, at the app module's top level (before the app starts). */
export function wrapEveryPage(wrap: Wrap): void {
  if (installed) return
  installed = true
  const current = Current as unknown as AppObject
  let app = current.app
  wrapAppMount(app, wrap)
  Object.defineProperty(current, 'app', {
    configurable: true,
    enumerable: true,
    get: () => app,
    set(value: unknown) {
      wrapAppMount(value, wrap)
      app = value
    },
  })
}
