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
