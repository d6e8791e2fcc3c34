/**
 * A part of the app loaded on demand (H5: a dynamic import(), its own chunk off the pages' first load): loaded once
 * and shared; a failed load (a network error) is tried again by the next caller. `useLoaded` gives null until the
 * part is there, then re-renders with it; `useLoad` also says when the load failed, with a retry.
 */
import { useCallback, useEffect, useState } from 'react'

export interface OnDemandState<T> {
  /** The part once loaded, else null. */
  part: T | null
  /** The last load failed (nothing under way): the caller says so and offers `retry`. */
  failed: boolean
  retry(): void
}

export interface OnDemand<T> {
  /** Starts the load (once) and resolves with the part. */
  load(): Promise<T>
  /**
   * The part once loaded, else null (the component re-renders when it arrives; the load starts if need be, or once
   * `wanted` turns true).
   */
  useLoaded(wanted?: boolean): T | null
  /** The same, with the load's failure and a retry. */
  useLoad(wanted?: boolean): OnDemandState<T>
}

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  // Boxed: a part may be a function (a component), which useState would call.
  let ready: { part: T } | null = null
  let loading: Promise<T> | null = null

  function load(): Promise<T> {
    loading ??= importer().then(
      (part) => {
        ready = { part }
        return part
      },
      (e: unknown) => {
        loading = null
        throw e
      },
    )
    return loading
  }

  function useLoad(wanted = true): OnDemandState<T> {
    const [box, setBox] = useState(ready)
    const [failed, setFailed] = useState(false)
    const [attempt, setAttempt] = useState(0)
    useEffect(() => {
      if (box || !wanted) return
      let live = true
      load().then(
        (part) => live && setBox({ part }),
        () => live && setFailed(true),
      )
      return () => {
        live = false
      }
    }, [box, wanted, attempt])
    const retry = useCallback(() => {
      setFailed(false)
      setAttempt((n) => n + 1)
    }, [])
    return { part: box ? box.part : null, failed: failed && !box, retry }
  }

  const useLoaded = (wanted = true): T | null => useLoad(wanted).part

  return { load, useLoaded, useLoad }
}
