/**
 * Leaving the app for a web page outside it (the agreement's sign page on the school site, or the sandbox sign page
 * the reference server serves): H5 simply goes there; that page brings the learner back when done.
 */
import { pagePath, PathUndefinedError } from '@/core/webView'
import { nativeBridge } from './bridge'

export interface WebPageHint {
  /** What the mini-program's copy dialog says (H5 ignores it). */
  title: string
  content: string
}

/** Without a path it fails with PathUndefinedError (docs/spec/content-access.md section 5), instead of going to 'undefined'. */
export async function openWebPage(url: string, _hint?: WebPageHint): Promise<void> {
  const path = pagePath(url)
  if (!path) throw new PathUndefinedError()
  window.location.href = path
}

/**
 * A page outside this app that does not bring the learner back (a banner's link): inside the provider's app it opens
 * in the app's own web view (bridge openWebview) over this page; elsewhere the browser goes there.
 */
export async function openExternalPage(url: string, title = ''): Promise<void> {
  if (nativeBridge.available && nativeBridge.openWebview(url, title || undefined)) return
  window.location.href = url
}
