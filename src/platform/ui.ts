/**
 * Toasts and the loading overlay (Taro's, on both platforms). "toast 1500 ms (0 stays)" (docs/spec/content-access.md section 9):
 * a toast lasts 1500 ms; one of 0 ms stays until hideToast() or the next toast.
 */
import Taro from '@tarojs/taro'

/** The dialogs' default buttons. */
export const DIALOG_TEXT = { ok: '确定', cancel: '取消' } as const
/** The dialogs' confirm button: the brand red (WeChat's green default is 2.3:1 on white, below AA). */
const CONFIRM_COLOR = '#cf2a20'

export const TOAST_MS = 1500
/** The duration of a toast that stays. */
export const TOAST_STAYS = 0
/** What a staying toast asks for: a day (Taro's H5 toast hides one of 0 ms at once; a timer takes at most 2^31 - 1 ms). */
const STAYING_MS = 86_400_000

export function toast(message: string, duration = TOAST_MS): void {
  void Taro.showToast({ title: message, icon: 'none', duration: duration === TOAST_STAYS ? STAYING_MS : duration })
}

/** Hides the toast shown (one that stays, say). */
export function hideToast(): void {
  void Taro.hideToast()
}

export function showLoading(message: string): void {
  void Taro.showLoading({ title: message, mask: true })
}

export function hideLoading(): void {
  void Taro.hideLoading()
}

/** A one-button dialog (Taro's modal on both platforms); resolves when it is closed. */
export async function alert(content: string, title = ''): Promise<void> {
  await Taro.showModal({ title, content, showCancel: false, confirmText: DIALOG_TEXT.ok, confirmColor: CONFIRM_COLOR })
}

/** A two-button dialog; true when the learner confirms. */
export async function confirm(opts: { content: string; title?: string; confirmText?: string; cancelText?: string }): Promise<boolean> {
  const res = await Taro.showModal({
    title: opts.title ?? '',
    content: opts.content,
    confirmText: opts.confirmText ?? DIALOG_TEXT.ok,
    cancelText: opts.cancelText ?? DIALOG_TEXT.cancel,
    confirmColor: CONFIRM_COLOR,
  })
  return !!res.confirm
}
