import { useCallback, useEffect, useRef, useState } from 'react'

/** Seconds left before a code may be requested again; start() begins a new countdown. */
export function useResendTimer(seconds: number) {
  const [left, setLeft] = useState(0)
  const timer = useRef<ReturnType<typeof setInterval>>()

  const stop = useCallback(() => {
    if (timer.current) clearInterval(timer.current)
    timer.current = undefined
  }, [])

  const start = useCallback(() => {
    stop()
    setLeft(seconds)
    timer.current = setInterval(() => {
      setLeft((s) => {
        if (s <= 1) {
          stop()
          return 0
        }
        return s - 1
      })
    }, 1000)
  }, [seconds, stop])

  useEffect(() => stop, [stop])
  return { left, start }
}
