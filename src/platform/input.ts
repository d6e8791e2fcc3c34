/**
 * Props that focus a Taro Input as soon as it shows: its `focus`, on both platforms (Taro's H5 input focuses its
 * <input> when mounted with it; the mini-program's auto-focus is deprecated).
 */
export const FOCUS_ON_SHOW = { focus: true } as const
