import { useRef, useState } from 'react'
import { useStableCallback } from './useStableCallback'

/**
 * A form's submit that runs one at a time: `run` does nothing while an earlier run has not settled, and `busy` says
 * so for the button (loading and disabled). The guard is a ref, not the busy state: a second tap can come before the
 * render that disables the button (in WeChat the commit is asynchronous; a test's two clicks in one act), and that
 * tap's handler still sees the old state, so a second lead, account or signing would go out.
 */
export function useOneAtATime<A extends unknown[]>(action: (...args: A) => Promise<void> | void): { run: (...args: A) => Promise<void>; busy: boolean } {
  const running = useRef(false)
  const [busy, setBusy] = useState(false)
  const run = useStableCallback(async (...args: A) => {
    if (running.current) return
    running.current = true
    setBusy(true)
    try {
      await action(...args)
    } finally {
      running.current = false
      setBusy(false)
    }
  })
  return { run, busy }
}
