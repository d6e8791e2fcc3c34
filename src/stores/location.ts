/**
 * The learner's place by IP (src/core/location.ts), asked once per run of the app: the article list's province and a
 * knowledge claim's city share the one lookup. A failed lookup is remembered as no place (the callers' quiet
 * fallbacks), not asked again and again.
 */
import type { IpPlace } from '@/core/location'
import type { MapsApi } from '@/services/maps'

export class IpLocator {
  private pending: Promise<IpPlace | null> | null = null

  constructor(private readonly api: Pick<MapsApi, 'ipLocation'>) {}

  locate(): Promise<IpPlace | null> {
    this.pending ??= this.api.ipLocation().catch(() => null)
    return this.pending
  }
}
