/** Clipboard and phone calls (Taro's, on both platforms). */
import Taro from '@tarojs/taro'
import { T } from '@/core/texts'
import { toast } from './ui'

/** Copies with the spec's feedback (docs/spec/ordering-payment.md section 8). */
export async function copyText(text: string, copiedMessage: string = T.copied): Promise<boolean> {
  try {
    await Taro.setClipboardData({ data: text })
    toast(copiedMessage)
    return true
  } catch {
    toast(T.copyFailed)
    return false
  }
}

export async function callPhone(phoneNumber: string): Promise<void> {
  try {
    await Taro.makePhoneCall({ phoneNumber })
  } catch {
    // The learner cancelled the call sheet.
  }
}
