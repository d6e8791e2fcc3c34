/**
 * What a knowledge goods' own pages (/course-detail, /job-share, /audition-play) show beside the goods
 * (docs/spec/content-access.md section 7 "Knowledge store and student-aid": ifSubscribe, knowZone(knowZoneId), statistics
 * clickViews; section 9 zone ids): whether an audition to book is booked already, and the zone the goods belongs to
 * with a few more of its goods. The spec shows no layout of these pages: these are the app's.
 */
import type { StudyAction } from './knowledge'
import { TAB_PAGE, tabCodeOf } from './knowledge'
import { link } from './links'

/** More goods of the zone shown under a goods (the zone page has them all). */
export const ZONE_SIBLINGS = 3

/** Not quoted by the spec: the app's wording. */
export const KNOWLEDGE_DETAIL_TEXT = {
  zoneOf: (name: string) => `所属专区 · ${name}`,
  zoneGoods: (n: number) => `共${n}门课程`,
} as const

/**
 * '预约试听' becomes '已预约' (and does nothing) once ifSubscribe says the learner booked it; an audition open now,
 * or an answer not known yet, keeps the action.
 */
export function isBooked(action: StudyAction, subscribed: boolean | null | undefined): boolean {
  return action === 'book' && subscribed === true
}

/** The zone page opened on this zone: its tab's route with typeId, and knowZoneId. undefined when no page serves it. */
export function zoneUrl(zone: { id: number; typeId: number }): string | undefined {
  const code = tabCodeOf(zone.typeId)
  return code ? link(TAB_PAGE[code], { typeId: zone.typeId, knowZoneId: zone.id }) : undefined
}

/** The zone's other goods, in the zone's order, at most ZONE_SIBLINGS. */
export function zoneSiblings<G extends { id: number }>(goods: G[], currentId: number, max = ZONE_SIBLINGS): G[] {
  return goods.filter((g) => g.id !== currentId).slice(0, max)
}
