/** A call's identity for the early answers (src/core/earlyCalls.ts), apart so the app's transport needs nothing else. */

/**
 * One call's identity, whoever builds its URL: method, path, every parameter but the timestamp (sorted; `+` and `%20`
 * alike) and the JSON body with its keys sorted. `url` may be relative.
 */
/** Code-unit order: localeCompare's first call sets up ICU's collator, 15 ms of the app's start on a phone-speed CPU. */
const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

export function callKey(method: string, url: string, body?: unknown): string {
  const u = new URL(url, 'http://early.invalid')
  const params = [...u.searchParams.entries()].filter(([k]) => k !== 't').sort(([a, av], [b, bv]) => (a === b ? byCodeUnit(av, bv) : byCodeUnit(a, b)))
  const search = params.map(([k, v]) => `${k}=${v}`).join('&')
  return `${method.toUpperCase()} ${u.pathname}?${search} ${canonicalJson(typeof body === 'string' ? safeParse(body) : body)}`
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

function canonicalJson(value: unknown): string {
  if (value === undefined) return ''
  if (value === null || typeof value !== 'object') return JSON.stringify(value)
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => byCodeUnit(a, b))
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
}
