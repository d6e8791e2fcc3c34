import { useCallback, useEffect } from 'react'
import { useDidShow } from '@tarojs/taro'

/**
 * Loads a page's data when it mounts, and again each time the page shows once something is on screen (back from a page
 * that may have moved it on: paying, signing, a browser in the mini-program). Returns the load, for a retry.
 */
export function useFreshOnShow(page: { data: unknown; load(): Promise<unknown> }): () => Promise<unknown> {
  const load = useCallback(() => page.load(), [page])
  useEffect(() => {
    void load()
  }, [load])
  useDidShow(() => {
    if (page.data) void load()
  })
  return load
}
