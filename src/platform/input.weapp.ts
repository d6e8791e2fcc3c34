/** Props that focus a Taro Input as soon as it shows. Mini-program: the input's `focus` (auto-focus is deprecated). */
export const FOCUS_ON_SHOW = { focus: true } as const
