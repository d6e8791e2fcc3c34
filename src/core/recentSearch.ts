/**
 * Recent searches (this app's own rule; the spec lists /searchPage without its details): the newest first,
 * at most 10, a keyword searched again moves to the front, blank keywords are not kept, keywords trimmed.
 */
export const RECENT_SEARCH_MAX = 10
export const RECENT_SEARCH_KEY = 'recentSearches'

export function addRecentSearch(list: readonly string[], keyword: string, max = RECENT_SEARCH_MAX): string[] {
  const word = keyword.trim()
  if (!word) return [...list].slice(0, max)
  return [word, ...list.filter((w) => w !== word)].slice(0, max)
}

/** Whatever storage held, as a clean list (storage may hold nothing, or something else). */
export function readRecentSearches(stored: unknown, max = RECENT_SEARCH_MAX): string[] {
  if (!Array.isArray(stored)) return []
  const out: string[] = []
  for (const w of stored) {
    if (typeof w !== 'string') continue
    const word = w.trim()
    if (word && !out.includes(word)) out.push(word)
  }
  return out.slice(0, max)
}
