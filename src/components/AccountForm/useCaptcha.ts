import { useCallback, useEffect, useRef, useState } from 'react'
import type { CaptchaResult } from '@contract/account'

/** The current captcha (loaded on mount) and a refresh; a failed load leaves the picture empty, a tap tries again. */
export function useCaptcha(load: () => Promise<CaptchaResult>) {
  const [captcha, setCaptcha] = useState<CaptchaResult | null>(null)
  const alive = useRef(true)
  const refresh = useCallback(async () => {
    setCaptcha(null)
    try {
      const next = await load()
      if (alive.current) setCaptcha(next)
    } catch {
      // The request layer said why; tapping the empty picture asks again.
    }
  }, [load])
  useEffect(() => {
    alive.current = true
    void refresh()
    return () => {
      alive.current = false
    }
  }, [refresh])
  return { key: captcha?.captchaKey ?? '', image: captcha?.image ?? '', refresh }
}
