/** Flags that last as long as the browser tab's session (sessionStorage; in memory when storage refuses them). */
const refused = new Set<string>()

export function sessionHas(key: string): boolean {
  if (refused.has(key)) return true
  try {
    return window.sessionStorage.getItem(key) !== null
  } catch {
    return false
  }
}

export function sessionMark(key: string): void {
  try {
    window.sessionStorage.setItem(key, '1')
  } catch {
    // Private mode or storage full: the flag holds in memory for this page's life.
    refused.add(key)
  }
}
