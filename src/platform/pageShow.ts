/**
 * Every page the learner reaches, on both platforms, seen from one place: the hook the session check before each
 * navigation runs on (docs/spec/content-access.md section 4, "Before each navigation a stored token is checked").
 *
 * Taro builds the lifecycle object of every page with `createPageConfig` (@tarojs/runtime), which hands it to the
 * `modifyPageObject` hook before the page exists: H5's router does so for each page it loads, the mini-program for
 * each page file (`Page(createPageConfig(...))`). The page's show lifecycle (its name from `getMiniLifecycleImpl`) is
 * then called for every page that shows: the entry page (also after a reload), a page pushed or replaced, a page
 * returned to (the browser's back and forward, WeChat's back button and gesture), a tab switched to. Wrapping it
 * here covers navigations that never pass through src/platform/navigation.ts (the address bar, history, WeChat's own
 * back), which the navigation functions alone would miss.
 *
 * What this relies on inside Taro is pinned by pageShow.test.ts (the runtime's hook and lifecycle names, and the
 * H5 router calling the show lifecycle of pages it loads and shows again); tests/weapp/sessionLive.test.ts and
 * tests/e2e/sessionLive.e2e.ts show it on the built apps.
 */
import { hooks } from '@tarojs/shared'

type Listener = () => void
type PageObject = Record<string, unknown>

const listeners = new Set<Listener>()
let installed = false

/** The name of the page lifecycle called each time a page shows ('onShow' on both platforms). */
export function showLifecycle(): string {
  const page = (hooks.call('getMiniLifecycleImpl') as { page: string[] } | undefined)?.page
  return page?.[3] ?? 'onShow'
}

/** Wraps a page object's show lifecycle so that the listeners hear it first. Exported for the test. */
export function wrapPageObject(config: PageObject): void {
  const name = showLifecycle()
  const show = config[name] as ((...args: unknown[]) => unknown) | undefined
  if ((show as { pageShowWrapped?: boolean } | undefined)?.pageShowWrapped) return
  const wrapped = function (this: unknown, ...args: unknown[]) {
    for (const listener of listeners) {
      try {
        listener()
      } catch (error) {
        console.error(error)
      }
    }
    return show?.apply(this, args)
  }
  ;(wrapped as { pageShowWrapped?: boolean }).pageShowWrapped = true
  config[name] = wrapped
}

/**
 * Calls `listener` each time any page shows (before the page's own show handlers). Must be called before the first
 * page is created: at the app module's top level. Returns the unsubscribe.
 */
export function onEveryPageShow(listener: Listener): () => void {
  if (!installed) {
    installed = true
    hooks.tap('modifyPageObject', (config: PageObject) => wrapPageObject(config))
  }
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
