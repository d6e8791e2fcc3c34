import { useState } from 'react'
import type { CaptchaResult } from '@contract/account'
import { checkCaptcha } from '@contract/rules/password'
import { toast } from '@/platform/ui'
import { useCaptcha } from './useCaptcha'
import type { CaptchaFieldProps } from './CaptchaField'

/**
 * The image captcha, its answer, and a code send that spends them: the server checks each captcha once, so after
 * every send, right or wrong, the answer is cleared and a new picture asked for.
 */
export function useCaptchaSend(load: () => Promise<CaptchaResult>) {
  const captcha = useCaptcha(load)
  const [answer, setAnswer] = useState('')

  /**
   * Sends a code with the captcha unless `problem` (the form's own, '') or the answer says no; true when it went.
   * A refusal is shown by the request layer.
   */
  async function send(problem: string, request: (captchaKey: string, answer: string) => Promise<unknown>, sent: string): Promise<boolean> {
    const refusal = problem || checkCaptcha(answer)
    if (refusal) {
      toast(refusal)
      return false
    }
    try {
      await request(captcha.key, answer)
      toast(sent)
      return true
    } catch {
      return false
    } finally {
      setAnswer('')
      void captcha.refresh()
    }
  }

  const field: CaptchaFieldProps = { value: answer, onChange: setAnswer, image: captcha.image, failed: captcha.failed, onRefresh: () => void captcha.refresh() }
  return { field, send }
}
