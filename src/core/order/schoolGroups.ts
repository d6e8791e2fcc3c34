/**
 * The national-guidance schools: section 4's "pending gives cancel (not for three special national-guidance schools)",
 * the school groups cjZsgzt, xlZsgzt and ckZsgzt. The spec names the groups, not their school ids, so the ids are
 * configuration (TARO_APP_NATIONAL_GUIDANCE_SCHOOLS, src/config/index.ts; docs/configuration.md).
 */

/** Configuration as written: comma-separated school ids, or 'none'; null when not set (the default applies). */
export function parseSchoolIds(value: string | undefined | null): number[] | null {
  const text = (value ?? '').trim()
  if (!text) return null
  if (text.toLowerCase() === 'none') return []
  const parts = text.split(',').map((p) => p.trim()).filter(Boolean)
  if (!parts.every((p) => /^\d+$/.test(p))) throw new Error(`expected comma-separated school ids or 'none', got '${text}'`)
  return parts.map(Number)
}
