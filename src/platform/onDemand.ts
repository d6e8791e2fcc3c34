/**
 * A part of the app loaded on demand (H5: a dynamic import(), its own chunk off the pages' first load): loaded once
 * and shared; a failed load (a network error) is tried again by the next caller. `useLoaded` gives null until the
 * part is there, then re-renders with it.
 */
import { useEffect, useState } from 'react'

export interface OnDemand<T> {
  /** Starts the load (once) and resolves with the part. */
  load(): Promise<T>
  /**
   * The part once loaded, else null (the component re-renders when it arrives; the load starts if need be, or once
   * `wanted` turns true).
   */
  useLoaded(wanted?: boolean): T | null
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

  function useLoaded(wanted = true): T | null {
    const [box, setBox] = useState(ready)
    useEffect(() => {
      if (box || !wanted) return
      let live = true
      load().then(
        (part) => live && setBox({ part }),
        () => undefined,
      )
      return () => {
        live = false
      }
    }, [box, wanted])
    return box ? box.part : null
  }

  return { load, useLoaded }
}
