/** The mini-program never runs inside the provider's app (src/platform/appView.h5.ts). */
import type { BridgeCourse } from '@/core/bridge'

export function useFullScreenAppView(_active: boolean): number {
  return 0
}

export function openInNewAppView(_url: string, _title?: string): boolean {
  return false
}

export function useAppCourse(_ask: boolean): { asking: boolean; course: BridgeCourse | null } {
  return { asking: false, course: null }
}
