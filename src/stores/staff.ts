/**
 * The sales-staff state (docs/spec/content-access.md sections 3 "Store state: ... qwToken, qwUserInfo, userClient", 4
 * "qwToken lasts 30 days; clearing it empties qw user info", 6 "Bound sales staff"): the qw token kept through the
 * platform storage (key qwToken, removed with the session by the credential store), the enterprise user info, and
 * whether the home tab shows. Binding (bindingQwUser) issues the qw token; a bound staff member whose qw token is
 * missing or expired gets a new one (authorization) when the info is refreshed.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import type { QwBinding, QwUserInfo } from '@contract/staff'
import { canBind, liveQwToken, qwTokenToStore, showsHomeTab, type StaffFacts } from '@/core/staff/rules'
import type { QwApi } from '@/services/qw'

export interface QwTokenStorage {
  read(): unknown
  write(value: unknown): void
  remove(): void
}

export interface SessionView {
  readonly isLoggedIn: boolean
  readonly uid: number
  readonly token: string
}

export class StaffStore {
  info: QwUserInfo | null = null
  /** In the enterprise's group (wxGetUserInfo), asked for a user of client 2 not bound yet; undefined when unknown. */
  inGroup: boolean | undefined = undefined
  /** The token the info belongs to (a login as someone else must not show the last user's tab). */
  private infoToken = ''
  /** The refresh under way and the session token it is for: a second caller waits for it instead of asking again. */
  private pending: { token: string; done: Promise<void> } | null = null
  /** The bindingQwUser call under way: every tap while it runs answers with it (one request, like pay and checkout). */
  private binding: Promise<QwUserInfo> | null = null

  constructor(
    private readonly api: Pick<QwApi, 'bind' | 'authorize' | 'userInfo' | 'member'>,
    private readonly session: SessionView,
    private readonly storage: QwTokenStorage,
    private readonly now: () => number = () => Date.now(),
  ) {
    makeAutoObservable<StaffStore, 'api' | 'session' | 'storage' | 'now' | 'pending'>(this, {
      api: false, session: false, storage: false, now: false, pending: false,
    })
  }

  /** The live qw token, '' when none (or expired). */
  qwToken(): string {
    return liveQwToken(this.storage.read(), this.now())
  }

  /** What the staff rules (and the sharer's teacher id) read: the info only when it is this session's. */
  get facts(): StaffFacts {
    const info = this.session.isLoggedIn && this.infoToken === this.session.token ? this.info : null
    return {
      loggedIn: this.session.isLoggedIn, userClient: info?.userClient, bindStatus: info?.bindStatus, qwUserId: info?.qwUserId,
      inGroup: info ? this.inGroup : undefined,
    }
  }

  get showHomeTab(): boolean {
    return showsHomeTab(this.facts)
  }

  get canBind(): boolean {
    return canBind(this.facts)
  }

  get distributorCode(): string {
    return this.showHomeTab ? this.info?.distributorCode ?? '' : ''
  }

  private keep(binding: QwBinding): void {
    this.storage.write(qwTokenToStore(binding.qwToken, binding.expireTime, this.now()))
    this.info = binding.qwUserInfo
    this.infoToken = this.session.token
    this.inGroup = true
  }

  /**
   * Asks who the user is to the enterprise channel; bound staff without a live qw token get a new one. Calls for the
   * same session while one is under way share it (the app's start and a staff page opened cold both ask).
   */
  refresh(): Promise<void> {
    const token = this.session.token
    if (!this.session.isLoggedIn) {
      this.info = null
      this.infoToken = ''
      this.inGroup = undefined
      return Promise.resolve()
    }
    if (this.pending?.token === token) return this.pending.done
    const done = this.load(token).finally(() => {
      if (this.pending?.done === done) this.pending = null
    })
    this.pending = { token, done }
    return done
  }

  private async load(token: string): Promise<void> {
    try {
      const info = await this.api.userInfo(this.qwToken())
      if (token !== this.session.token) return
      if (showsHomeTab({ loggedIn: true, ...info }) && !info.qwTokenValid) {
        const binding = await this.api.authorize()
        runInAction(() => { if (token === this.session.token) this.keep(binding) })
        return
      }
      // Only a user who could bind is asked whether there is anything to bind to (wxGetUserInfo; 4007: not in the group).
      const inGroup = canBind({ loggedIn: true, ...info }) ? await this.api.member().then((m) => m !== false, () => undefined) : undefined
      runInAction(() => {
        if (token !== this.session.token) return
        this.info = info
        this.infoToken = token
        this.inGroup = inGroup
      })
    } catch {
      // Quiet: a learner simply has no staff view; a dead token was cleared by the request layer.
    }
  }

  /** True while bindingQwUser runs (the bind buttons show it and ignore taps). */
  get isBinding(): boolean {
    return this.binding !== null
  }

  /**
   * bindingQwUser: binds the logged-in user of client 2 and keeps the 30-day qw token. Rejects with the server's
   * reason. A call while one runs gets the same promise: however many taps, one request.
   */
  bind(): Promise<QwUserInfo> {
    if (this.binding) return this.binding
    const done = this.api.bind().then((binding) => {
      runInAction(() => this.keep(binding))
      return binding.qwUserInfo
    }).finally(() => runInAction(() => { this.binding = null }))
    this.binding = done
    return done
  }

  /** "clearing it empties qw user info" */
  clear(): void {
    this.storage.remove()
    this.info = null
    this.infoToken = ''
    this.inGroup = undefined
  }
}
