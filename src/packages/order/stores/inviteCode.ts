/**
 * The invite-code form (docs/spec/ordering-payment.md sections 2 item 8, 4, 7, 9): the code is checked on blur
 * (order_getInvitorInfo: inviteTag, inviteMsg); confirm is enabled only when the code is longer than 4 characters
 * and is "locked after a tap until the response"; "If the inviter check passes (inviteTag) and it is not
 * check-only, the code is saved (order_addInvitedNum); on save success (saveTag) the app signals invite-code
 * complete". In check-only mode a passing check is the result (the dialog closes 1 s later with the code).
 */
import { makeAutoObservable, runInAction } from 'mobx'
import { inviteCodeConfirmable } from '@/core/order/forms'
import type { InvitorInfo } from '@contract/payment'
import type { OrderApi } from '@/services/order'

export type InviteCodeApi = Pick<OrderApi, 'invitor' | 'saveInviteCode'>

export type InviteConfirmResult = { ok: true; code: string } | { ok: false }

export class InviteCodeForm {
  code = ''
  /** The last answer's message (inviteMsg, saveMsg). */
  message = ''
  /** True when the last check of the current code passed. */
  passed = false
  checking = false
  submitting = false
  private checked: { code: string; info: InvitorInfo } | null = null
  private inFlight: { code: string; promise: Promise<InvitorInfo | null> } | null = null

  constructor(private readonly api: InviteCodeApi, private readonly checkOnly = false) {
    makeAutoObservable<InviteCodeForm, 'api' | 'checkOnly' | 'checked' | 'inFlight'>(this, { api: false, checkOnly: false, checked: false, inFlight: false })
  }

  get trimmed(): string {
    return this.code.trim()
  }

  /**
   * "Confirm enabled only when length is greater than 4", and "locked after a tap until the response". A blur check
   * running does not lock it (the tap that blurred the input must count): a confirm then waits for that check.
   */
  get canConfirm(): boolean {
    return inviteCodeConfirmable(this.code) && !this.submitting
  }

  setCode(code: string): void {
    this.code = code
    if (this.checked?.code !== this.trimmed) {
      this.passed = false
      this.message = ''
    }
  }

  reset(): void {
    this.code = ''
    this.message = ''
    this.passed = false
    this.checked = null
    this.inFlight = null
    this.checking = false
    this.submitting = false
  }

  /** "Checked on blur": the inviter check of the current code (nothing for an empty one). */
  async check(): Promise<InvitorInfo | null> {
    const code = this.trimmed
    if (!code) return null
    if (this.checked?.code === code) return this.checked.info
    if (this.inFlight?.code === code) return this.inFlight.promise
    const promise = this.runCheck(code)
    this.inFlight = { code, promise }
    return promise
  }

  /**
   * Confirm: locked until the answers arrive. A failing check shows inviteMsg; in check-only mode a passing check
   * is the result; otherwise the code is saved for `orderId` and saveTag is the result (saveMsg shown otherwise).
   */
  async confirm(orderId: number | null): Promise<InviteConfirmResult> {
    if (!this.canConfirm) return { ok: false }
    const code = this.trimmed
    this.submitting = true
    try {
      const info = await this.check()
      if (!info?.inviteTag) return { ok: false }
      if (this.checkOnly) return { ok: true, code }
      if (orderId === null) return { ok: false }
      const saved = await this.api.saveInviteCode(orderId, code)
      runInAction(() => {
        this.message = saved.saveTag ? '' : saved.saveMsg
      })
      return saved.saveTag ? { ok: true, code } : { ok: false }
    } catch {
      // The request layer has said why.
      return { ok: false }
    } finally {
      runInAction(() => {
        this.submitting = false
      })
    }
  }

  private async runCheck(code: string): Promise<InvitorInfo | null> {
    this.checking = true
    try {
      const info = await this.api.invitor(code)
      runInAction(() => {
        this.checked = { code, info }
        if (this.trimmed === code) {
          this.passed = !!info.inviteTag
          this.message = info.inviteMsg ?? ''
        }
      })
      return info
    } catch {
      return null
    } finally {
      runInAction(() => {
        this.checking = false
        if (this.inFlight?.code === code) this.inFlight = null
      })
    }
  }
}
