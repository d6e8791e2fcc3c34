/**
 * Where the learner is, by the maps service's IP location (docs/spec/content-access.md section 7 "News and articles":
 * "Maps-service IP location GET with a fixed {key} param (result.ad_info.province used)"). The article list takes the
 * province to getProvinceId/v3; a knowledge-store claim takes the city to getTeacherIdSchool. Anything else in the
 * answer, or an answer of another shape, is no place: the callers fall back quietly (nationwide, the default campus).
 */

export interface IpPlace {
  /** result.ad_info.province, e.g. '广东省'. */
  province: string
  /** result.ad_info.city, e.g. '广州市' ('' when the service names none). */
  city: string
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '')

/** The place in an answer's `result`, or null when it names no province. */
export function placeOf(result: unknown): IpPlace | null {
  if (typeof result !== 'object' || result === null) return null
  const info = (result as { ad_info?: unknown }).ad_info
  if (typeof info !== 'object' || info === null) return null
  const province = text((info as { province?: unknown }).province)
  if (!province) return null
  return { province, city: text((info as { city?: unknown }).city) }
}
