// The browser's history for page tests (src/ may not touch window): what the current entry holds, and its Back.

/** The current history entry's state (Taro's key and idx, the leave guard's mark). */
export const historyState = (): Record<string, unknown> | null => window.history.state as Record<string, unknown> | null

/** Puts the current entry to `state` at `url`, as a page opened there would have it. */
export function openedAt(url: string, state: Record<string, unknown> = { key: 'k-page', idx: 2 }): void {
  window.history.replaceState(state, '', url)
}

/** The browser's Back button (jsdom fires its popstate a task later). */
export function browserBack(): void {
  window.history.back()
}
