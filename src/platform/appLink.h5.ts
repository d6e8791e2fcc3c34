/** Opening the native app from H5 (plan in src/core/appLink.ts): the link, then the download page if we are still here. */
import { appLinkPlan } from '@/core/appLink'
import { APP_LINKS } from '@/config'
import { environment } from './environment'

export async function openStudyApp(params: Record<string, string | number> = {}): Promise<void> {
  const plan = appLinkPlan(environment(), APP_LINKS, params)
  if (plan.kind !== 'scheme') {
    window.location.href = plan.url
    return
  }
  const timer = window.setTimeout(() => {
    if (document.visibilityState === 'visible') window.location.href = plan.fallbackUrl
  }, plan.fallbackMs)
  // The app took over: the page went to the background, no fallback.
  const onHide = () => {
    if (document.visibilityState === 'hidden') window.clearTimeout(timer)
  }
  document.addEventListener('visibilitychange', onHide, { once: true })
  window.location.href = plan.url
}
