/**
 * Reserving live classes (docs/spec/content-access.md section 7 "Account", the Subscribe calls; section 2 /liveCenter): which
 * classes the learner has reserved and each class's 'N人已预约' as the server last said it. A guest's reservation
 * waits for the login it asks for and is then made with loginAfterLiveReservation; a logged-in learner's with
 * subscribeGoods. Taps while a reservation runs share it, and a reserved class is not asked again: however many taps,
 * one reservation (the server counts a learner once as well).
 */
import { makeAutoObservable, runInAction } from 'mobx'
import type { LiveReservation } from '@contract/live'
import type { LiveApi } from '@/services/live'

export interface ReservationSession {
  readonly token: string
  readonly isLoggedIn: boolean
}

export class LiveReservationStore {
  /** The server's last word per class, for the session token it was asked with. */
  private states = new Map<number, LiveReservation>()
  private statesToken = ''
  /** Class ids being reserved (their buttons show it). */
  reserving: number[] = []
  private inFlight = new Map<string, Promise<LiveReservation>>()

  constructor(
    private readonly api: Pick<LiveApi, 'reserve' | 'reserveAfterLogin' | 'reservations'>,
    private readonly session: ReservationSession,
  ) {
    makeAutoObservable<LiveReservationStore, 'api' | 'session' | 'inFlight'>(this, { api: false, session: false, inFlight: false })
  }

  /** What the server said for this session (another login's reservations are not this learner's). */
  private stateOf(liveId: number): LiveReservation | undefined {
    return this.session.isLoggedIn && this.statesToken === this.session.token ? this.states.get(liveId) : undefined
  }

  isReserved(liveId: number): boolean {
    return this.stateOf(liveId)?.subscribed === true
  }

  isReserving(liveId: number): boolean {
    return this.reserving.includes(liveId)
  }

  /** 'N人已预约': the server's latest count of the class, else the list's. */
  countOf(item: { liveId: number; subscribeNum: number }): number {
    return this.states.get(item.liveId)?.subscribeNum ?? item.subscribeNum
  }

  private keep(token: string, answers: LiveReservation[]): void {
    if (token !== this.session.token) return
    if (this.statesToken !== token) {
      // Counts stay (they are everyone's); whose reservations they are does not.
      for (const [id, state] of this.states) this.states.set(id, { ...state, subscribed: false })
      this.statesToken = token
    }
    // A reservation is never undone and counts only rise: an answer that left the server before another (a check
    // sent before the reservation after a login) must not take the reservation back.
    for (const answer of answers) {
      const known = this.states.get(answer.liveId)
      this.states.set(answer.liveId, {
        liveId: answer.liveId,
        subscribed: answer.subscribed || known?.subscribed === true,
        subscribeNum: Math.max(answer.subscribeNum, known?.subscribeNum ?? 0),
      })
    }
  }

  /**
   * Reserves a class; `afterLogin` when the learner has just logged in for it (loginAfterLiveReservation). Rejects
   * when the server refuses (the request layer has said why).
   */
  reserve(liveId: number, afterLogin = false): Promise<LiveReservation> {
    const token = this.session.token
    const known = this.stateOf(liveId)
    if (known?.subscribed) return Promise.resolve(known)
    const key = `${token}:${liveId}`
    const running = this.inFlight.get(key)
    if (running) return running
    this.reserving = [...this.reserving, liveId]
    const call = (afterLogin ? this.api.reserveAfterLogin(liveId) : this.api.reserve(liveId))
      .then((answer) => {
        runInAction(() => this.keep(token, [answer]))
        return answer
      })
      .finally(() => {
        this.inFlight.delete(key)
        runInAction(() => {
          this.reserving = this.reserving.filter((id) => id !== liveId)
        })
      })
    this.inFlight.set(key, call)
    return call
  }

  /** Marks the classes the learner has reserved (loginCheckSubscribeGoods); nothing for a guest; quiet on failure. */
  async check(liveIds: number[]): Promise<void> {
    const token = this.session.token
    if (!this.session.isLoggedIn || liveIds.length === 0) return
    try {
      const answers = await this.api.reservations([...new Set(liveIds)])
      runInAction(() => this.keep(token, answers))
    } catch {
      // The cards stay as the list drew them.
    }
  }
}
