import { useCallback, useEffect, useRef, useState } from 'react'
import type { CaptchaResult } from '@contract/account'

/** The current captcha (loaded on mount) and a refresh; a failed load says so in the picture's place, a tap tries again. */
export function useCaptcha(load: () => Promise<CaptchaResult>) {
  const [captcha, setCaptcha] = useState<CaptchaResult | null>(null)
  const [failed, setFailed] = useState(false)
  const alive = useRef(true)
  const refresh = useCallback(async () => {
    setCaptcha(null)
    setFailed(false)
    try {
      const next = await load()
      if (alive.current) setCaptcha(next)
    } catch {
      // The request layer said why; the picture's place says it failed, and a tap asks again.
      if (alive.current) setFailed(true)
    }
  }, [load])
  useEffect(() => {
    alive.current = true
    void refresh()
    return () => {
      alive.current = false
    }
  }, [refresh])
  return { key: captcha?.captchaKey ?? '', image: captcha?.image ?? '', failed, refresh }
}
