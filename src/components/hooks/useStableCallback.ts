import { useRef, useState } from 'react'

/** A function that keeps its identity for the component's life and calls the latest `fn` (for memoised children). */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn)
  latest.current = fn
  const [stable] = useState(() => callerOf(latest))
  return stable
}

// Made outside the hook, so the function keeps nothing of the render that made it but the ref.
function callerOf<A extends unknown[], R>(latest: { current: (...args: A) => R }) {
  return (...args: A) => latest.current(...args)
}
