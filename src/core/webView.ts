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
