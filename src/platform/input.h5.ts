/**
 * Props that focus a Taro Input as soon as it shows. H5: the input's own autoFocus, applied when its <input> has
 * rendered (`focus` would overwrite the element's focus() method there).
 */
export const FOCUS_ON_SHOW = { autoFocus: true } as const
