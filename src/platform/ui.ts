/** Toasts and the loading overlay (Taro's, on both platforms). Toasts last 1500 ms (content-access.md section 9). */
import Taro from '@tarojs/taro'

/** The dialogs' default buttons. */
export const DIALOG_TEXT = { ok: '确定', cancel: '取消' } as const

export const TOAST_MS = 1500

export function toast(message: string, duration = TOAST_MS): void {
  void Taro.showToast({ title: message, icon: 'none', duration })
}

export function showLoading(message: string): void {
  void Taro.showLoading({ title: message, mask: true })
}

export function hideLoading(): void {
  void Taro.hideLoading()
}

/** A one-button dialog (Taro's modal on both platforms); resolves when it is closed. */
export async function alert(content: string, title = ''): Promise<void> {
  await Taro.showModal({ title, content, showCancel: false, confirmText: DIALOG_TEXT.ok })
}

/** A two-button dialog; true when the learner confirms. */
export async function confirm(opts: { content: string; title?: string; confirmText?: string; cancelText?: string }): Promise<boolean> {
  const res = await Taro.showModal({
    title: opts.title ?? '',
    content: opts.content,
    confirmText: opts.confirmText ?? DIALOG_TEXT.ok,
    cancelText: opts.cancelText ?? DIALOG_TEXT.cancel,
  })
  return !!res.confirm
}
