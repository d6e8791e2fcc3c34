/**
 * The mini-program keeps no back-forward cache: a page returned to is still alive in the page stack and hears its
 * show lifecycle (useDidShow), which the pages already answer. Nothing to listen for here.
 */
export function onPageRestored(_listener: () => void): () => void {
  return () => undefined
}

export function usePageRestored(_onRestored: () => void): void {}
