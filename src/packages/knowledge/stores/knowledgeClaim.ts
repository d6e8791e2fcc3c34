/**
 * Claiming free knowledge-store goods (purchaseZerogoods, docs/spec/content-access.md section 7). Repeated taps make one
 * claim: a claim in flight for the goods answers the same promise, and a goods claimed in this run answers its
 * order again without a request. The server is idempotent too (the learner's completed order comes back).
 *
 * The campus (purchaseZerogoods' schoolId): a learner who came through a teacher's shared link (its teacherId, kept
 * for the session) claims on that teacher's campus in the learner's city (getTeacherIdSchool(teacherId, city), the
 * city from the IP location); without a teacherId, or when that fails, the default campus 1.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import type { ZeroGoodsResult } from '@contract/knowledge'
import type { Environment } from '@/core/environment'
import { DEFAULT_CLAIM_CAMPUS, zeroGoodsQuery } from '@/core/knowledge'
import type { IpPlace } from '@/core/location'
import type { KnowledgeApi } from '@/services/knowledge'

/** The campus a claim is made on (resolved once per teacher and city). */
export type ClaimCampus = () => Promise<number>

/** getTeacherIdSchool for the shared link's teacher and the learner's city; the default campus otherwise. */
export function teacherCampus(
  api: Pick<KnowledgeApi, 'teacherSchool'>,
  teacherId: () => string | undefined,
  locate: () => Promise<IpPlace | null>,
): ClaimCampus {
  const known = new Map<string, Promise<number>>()
  return async () => {
    const teacher = teacherId()
    if (!teacher) return DEFAULT_CLAIM_CAMPUS
    const city = (await locate().catch(() => null))?.city ?? ''
    const key = `${teacher}|${city}`
    let campus = known.get(key)
    if (!campus) {
      campus = api.teacherSchool(teacher, city).then(
        (school) => (Number.isInteger(school.schoolId) && school.schoolId > 0 ? school.schoolId : DEFAULT_CLAIM_CAMPUS),
        () => DEFAULT_CLAIM_CAMPUS,
      )
      known.set(key, campus)
    }
    return campus
  }
}

const defaultCampus: ClaimCampus = () => Promise.resolve(DEFAULT_CLAIM_CAMPUS)

export class KnowledgeClaimStore {
  /** Catalogue goods ids being claimed (buttons show a spinner). */
  claiming: number[] = []
  /** Keyed by learner and goods ('uid:goodsId'): another learner logging in claims for themselves. */
  private inFlight = new Map<string, Promise<ZeroGoodsResult>>()
  private done = new Map<string, ZeroGoodsResult>()

  constructor(
    private readonly api: Pick<KnowledgeApi, 'claimZero'>,
    private readonly env: () => Pick<Environment, 'isIOS'>,
    private readonly userId: () => number,
    private readonly campus: ClaimCampus = defaultCampus,
  ) {
    makeAutoObservable<KnowledgeClaimStore, 'api' | 'env' | 'userId' | 'campus' | 'inFlight' | 'done'>(this, {
      api: false, env: false, userId: false, campus: false, inFlight: false, done: false,
    })
  }

  isClaiming(goodsId: number): boolean {
    return this.claiming.includes(goodsId)
  }

  /** The claim of a catalogue goods; rejects when the server refuses (the request layer has toasted why). */
  claim(goodsId: number): Promise<ZeroGoodsResult> {
    const key = `${this.userId()}:${goodsId}`
    const known = this.done.get(key)
    if (known) return Promise.resolve({ ...known, isNew: false })
    const running = this.inFlight.get(key)
    if (running) return running
    this.claiming = [...this.claiming, goodsId]
    const call = this.campus()
      .then((schoolId) => this.api.claimZero(zeroGoodsQuery(goodsId, this.env(), schoolId)))
      .then((result) => {
        this.done.set(key, result)
        return result
      })
      .finally(() => {
        this.inFlight.delete(key)
        runInAction(() => {
          this.claiming = this.claiming.filter((id) => id !== goodsId)
        })
      })
    this.inFlight.set(key, call)
    return call
  }
}
