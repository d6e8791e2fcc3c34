/** WeChat draws src/custom-tab-bar on tab pages. */
export const TAB_BAR_IN_PAGE = false
