/** The learner's recent searches, kept in device storage (rules: src/core/recentSearch.ts). */
import { useCallback, useState } from 'react'
import { addRecentSearch, readRecentSearches, RECENT_SEARCH_KEY } from '@/core/recentSearch'
import { readStored, removeStored, writeStored } from '@/platform/storage'

export function useRecentSearches() {
  const [words, setWords] = useState<string[]>(() => readRecentSearches(readStored(RECENT_SEARCH_KEY)))

  const add = useCallback((keyword: string) => {
    const next = addRecentSearch(readRecentSearches(readStored(RECENT_SEARCH_KEY)), keyword)
    writeStored(RECENT_SEARCH_KEY, next)
    setWords(next)
  }, [])

  const clear = useCallback(() => {
    removeStored(RECENT_SEARCH_KEY)
    setWords([])
  }, [])

  return { words, add, clear }
}
