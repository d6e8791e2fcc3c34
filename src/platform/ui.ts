/** Toasts and the loading overlay (Taro's, on both platforms). Toasts last 1500 ms (content-access.md section 9). */
import Taro from '@tarojs/taro'

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
