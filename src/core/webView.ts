/**
 * Which web pages the mini-program may show in its <web-view>: WeChat opens only https pages on the business domains
 * registered for the mini-program, so the app lists them in configuration (TARO_APP_WEBVIEW_DOMAINS, comma-separated
 * host names; '.example.com' also allows its subdomains). Any other page (plain http such as the sandbox on
 * 127.0.0.1, or an unregistered host) is given to the learner as a link to copy into a browser.
 */
export function parseDomains(value: string | undefined | null): string[] {
  return (value ?? '').split(',').map((d) => d.trim().toLowerCase()).filter(Boolean)
}

export function webViewAllows(url: string, domains: readonly string[]): boolean {
  const match = /^https:\/\/([^/?#:@]+)(?::\d+)?(?:[/?#]|$)/i.exec(url.trim())
  if (!match) return false
  const host = match[1].toLowerCase()
  return domains.some((d) => (d.startsWith('.') ? host.endsWith(d) || host === d.slice(1) : host === d))
}

/** docs/spec/content-access.md section 5: "Opening a payment page without a path fails with 'path undefined'." */
export const WEB_PAGE_PATH_TEXT = {
  undefined: '页面地址缺失，无法打开', // "path undefined"
} as const

export class PathUndefinedError extends Error {
  constructor() {
    super(WEB_PAGE_PATH_TEXT.undefined)
    this.name = 'PathUndefinedError'
  }
}

/** The page's path, trimmed; null when there is none (absent, not a string, blank). */
export function pagePath(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}
