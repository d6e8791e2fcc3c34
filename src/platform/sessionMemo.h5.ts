/** Flags and small values that last as long as the browser tab's session (sessionStorage; in memory when storage refuses them). */
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

const values = new Map<string, string>()

/** A JSON value kept for the session (survives a reload of the tab); null when absent or unreadable. */
export function sessionRead<T>(key: string): T | null {
  try {
    const raw = window.sessionStorage.getItem(key) ?? values.get(key) ?? null
    return raw === null ? null : (JSON.parse(raw) as T)
  } catch {
    return null
  }
}

/** Keeps (or with null forgets) a JSON value for the session. */
export function sessionWrite(key: string, value: unknown): void {
  const raw = value === null ? null : JSON.stringify(value)
  try {
    if (raw === null) window.sessionStorage.removeItem(key)
    else window.sessionStorage.setItem(key, raw)
  } catch {
    if (raw === null) values.delete(key)
    else values.set(key, raw)
  }
}
