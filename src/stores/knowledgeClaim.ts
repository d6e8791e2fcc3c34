/**
 * Claiming free knowledge-store goods (purchaseZerogoods, content-access.md section 7). Repeated taps make one
 * claim: a claim in flight for the goods answers the same promise, and a goods claimed in this run answers its
 * order again without a request. The server is idempotent too (the learner's completed order comes back).
 */
import { makeAutoObservable, runInAction } from 'mobx'
import type { ZeroGoodsResult } from '@shared/knowledge'
import type { Environment } from '@/core/environment'
import { zeroGoodsQuery } from '@/core/knowledge'
import type { KnowledgeApi } from '@/services/knowledge'

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
  ) {
    makeAutoObservable<KnowledgeClaimStore, 'api' | 'env' | 'userId' | 'inFlight' | 'done'>(this, {
      api: false, env: false, userId: false, inFlight: false, done: false,
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
    const call = this.api
      .claimZero(zeroGoodsQuery(goodsId, this.env()))
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
