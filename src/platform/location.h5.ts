/** The URL the app was entered with (WeChat's JS-SDK on iOS signs this one), kept when the module loads at start. */
const ENTRY_URL = window.location.href

export function entryUrl(): string {
  return ENTRY_URL
}

/** The page's absolute URL, and the site's origin (shared links are absolute). */
export function currentHref(): string {
  return window.location.href
}

export function siteOrigin(): string {
  return window.location.origin
}

/** The entry URL's query (a shared link's teacherId, business-channel params). */
export function entryQuery(): Record<string, string> {
  return Object.fromEntries(new URL(ENTRY_URL).searchParams)
}

/** The address bar (H5): the current full path, and spec URLs used as they are (customRoutes map them). */
export function currentUrl(): string {
  return window.location.pathname + window.location.search
}

export function taroUrl(specUrl: string): string {
  return specUrl
}

/** Rewrites the entry URL before the router starts (redirect rules), so history starts on the right page. */
export function replaceEntryUrl(resolve: (url: string) => string | undefined): void {
  const target = resolve(window.location.pathname + window.location.search)
  if (target) window.history.replaceState(window.history.state, '', target)
}

export function setDocumentTitle(title: string): void {
  document.title = title
}
