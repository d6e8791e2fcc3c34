/**
 * What the H5 page frame lacks: Taro's H5 router draws neither a custom tab bar nor a navigation bar,
 * so pages draw their own.
 */
export const TAB_BAR_IN_PAGE = true
export const NAV_BAR_IN_PAGE = true
