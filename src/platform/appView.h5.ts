/**
 * A page shown full screen inside the provider's app (the article detail the app opened; docs/spec/content-access.md section 2:
 * "Inside the native app the navigation ... hidden"): the app hides its navigation bar (bridge hideNavigation) and
 * tells its status bar's height (getAppInfo) so the page starts below it. The bridge has no action that shows the bar
 * again, so pages opened from such a page open in a new app web view (openWebview) and keep the app's bar.
 */
import { useEffect, useState } from 'react'
import type { BridgeCourse } from '@/core/bridge'
import { nativeBridge } from './bridge'

/** Hides the app's navigation while `active`; resolves the top inset in px (0 outside the app or until it answers). */
export function useFullScreenAppView(active: boolean): number {
  const [inset, setInset] = useState(0)
  useEffect(() => {
    if (!active || !nativeBridge.hideNavigation()) return undefined
    let live = true
    nativeBridge.getAppInfo().then(
      (info) => {
        if (live && typeof info.statusBarHeight === 'number') setInset(info.statusBarHeight)
      },
      () => undefined, // an app that does not answer: no inset
    )
    return () => {
      live = false
    }
  }, [active])
  return inset
}

/** Opens an app page (a spec URL) in a new web view of the provider's app; false outside it. */
export function openInNewAppView(url: string, title?: string): boolean {
  return nativeBridge.available && nativeBridge.openWebview(`${window.location.origin}${url}`, title)
}

/** The course the provider's app is on (bridge getCourseInfo) when `ask`: 'asking' until it answers. */
export function useAppCourse(ask: boolean): { asking: boolean; course: BridgeCourse | null } {
  const [state, setState] = useState<{ asking: boolean; course: BridgeCourse | null }>({ asking: ask && nativeBridge.available, course: null })
  useEffect(() => {
    if (!ask || !nativeBridge.available) return undefined
    let live = true
    nativeBridge.getCourseInfo().then(
      (course) => live && setState({ asking: false, course }),
      () => live && setState({ asking: false, course: null }),
    )
    return () => {
      live = false
    }
  }, [ask])
  return state
}
