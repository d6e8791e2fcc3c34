/**
 * Matching a URL against route URLs (a `:name` segment matches any one segment), apart from the route table so that
 * index.html's inline script, which matches its own few routes, carries neither the table nor the page names.
 */
export function stripQuery(url: string): { path: string; rest: string } {
  const i = url.search(/[?#]/)
  return i < 0 ? { path: url, rest: '' } : { path: url.slice(0, i), rest: url.slice(i) }
}

export function normalisePath(path: string): string {
  const p = path.replace(/\/{2,}/g, '/')
  return p.length > 1 ? p.replace(/\/$/, '') : p
}

export function urlMatches(pattern: string, path: string): boolean {
  if (!pattern.includes(':')) return pattern === path
  const a = pattern.split('/')
  const b = path.split('/')
  return a.length === b.length && a.every((seg, i) => seg.startsWith(':') ? b[i] !== '' : seg === b[i])
}

/** The route of `table` serving a spec URL (query ignored), or undefined. */
export function findRouteIn<R extends { urls: readonly string[] }>(table: readonly R[], url: string): R | undefined {
  const path = normalisePath(stripQuery(url).path)
  return table.find((r) => r.urls.some((u) => urlMatches(u, path)))
}
