/**
 * The query-string builder (docs/spec/content-access.md section 5): four array styles on top of the qs library —
 * indices (a[0]=1&a[1]=2), brackets (a[]=1&a[]=2, the default), repeat (a=1&a=2) and comma (a=1,2) — with empty
 * strings, undefined and null skipped everywhere (also inside arrays and nested objects; a key whose array or object
 * is left empty disappears). Values are percent-encoded, keys and their brackets are kept readable (encodeValuesOnly),
 * and in the comma style a comma inside a value is encoded (%2C) so it never reads as a separator. 0 and false stay.
 * src/core/query.ts only decodes page parameters; this builds them.
 */
import qs from 'qs'

export type ArrayStyle = 'indices' | 'brackets' | 'repeat' | 'comma'
export const DEFAULT_ARRAY_STYLE: ArrayStyle = 'brackets'

const isEmpty = (v: unknown) => v === undefined || v === null || v === ''
const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date) && Object.getPrototypeOf(v) === Object.prototype

/** The value without empty entries; undefined when nothing is left. */
function clean(value: unknown): unknown {
  if (isEmpty(value)) return undefined
  if (Array.isArray(value)) {
    const items = value.map(clean).filter((v) => v !== undefined)
    return items.length ? items : undefined
  }
  if (isPlainObject(value)) {
    const entries = Object.entries(value)
      .map(([k, v]) => [k, clean(v)] as const)
      .filter(([, v]) => v !== undefined)
    return entries.length ? Object.fromEntries(entries) : undefined
  }
  return value
}

/** 'a[]=1&a[]=2&b=x' (no leading '?'); '' when nothing is left. */
export function buildQuery(params: Record<string, unknown> | null | undefined, arrayFormat: ArrayStyle = DEFAULT_ARRAY_STYLE): string {
  const cleaned = clean(params ?? {})
  return cleaned === undefined ? '' : qs.stringify(cleaned, { arrayFormat, encodeValuesOnly: true })
}

/** `url` with the query appended ('?' or '&' as needed, before any '#fragment'); `url` unchanged when nothing is left. */
export function withQuery(url: string, params: Record<string, unknown> | null | undefined, arrayFormat: ArrayStyle = DEFAULT_ARRAY_STYLE): string {
  const query = buildQuery(params, arrayFormat)
  if (!query) return url
  const hash = url.indexOf('#')
  const [path, fragment] = hash < 0 ? [url, ''] : [url.slice(0, hash), url.slice(hash)]
  const sep = !path.includes('?') ? '?' : path.endsWith('?') || path.endsWith('&') ? '' : '&'
  return `${path}${sep}${query}${fragment}`
}
