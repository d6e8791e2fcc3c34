/**
 * What the H5 page frame lacks: Taro's H5 router draws neither a custom tab bar nor a navigation bar, so pages draw
 * their own. Inside the provider's native app the app's own navigation bar is there (back, and the page title that
 * ./native-app.h5.ts sends through the bridge), so pages draw none, as in the mini-program.
 */
import { environment } from './environment'

export const TAB_BAR_IN_PAGE = true
export const NAV_BAR_IN_PAGE = !environment().inNativeApp
