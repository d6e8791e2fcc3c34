/** Taro's H5 router does not draw a custom tab bar: tab pages draw it themselves. */
export const TAB_BAR_IN_PAGE = true
