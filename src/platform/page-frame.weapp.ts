/** WeChat draws the navigation bar and the custom tab bar (src/custom-tab-bar) itself. */
export const TAB_BAR_IN_PAGE = false
export const NAV_BAR_IN_PAGE = false

/** The mini-program's pages scroll natively: nothing to make focusable (see page-frame.h5.ts). */
export function focusableScrollRegions() {}
