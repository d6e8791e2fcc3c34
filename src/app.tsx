// First: fixes to Taro's mini-program runtime that must hold before any page renders (no-op on H5).
import './platform/taro/runtime'
import { useEffect, type PropsWithChildren } from 'react'
import { reaction } from 'mobx'
import { useLaunch, usePageNotFound } from '@tarojs/taro'
import { redirectFor, NOT_FOUND_URL } from './core/routes'
import './platform/icons'
// Before Taro's router: the leave guard's popstate listener must run before the router's (src/platform/leaveGuard.h5.ts).
import './platform/leaveGuard'
import { replaceEntryUrl } from './platform/location'
import { focusableScrollRegions } from './platform/pageFrame'
import { releaseFirstScreen } from './platform/firstScreen'
import { rememberEntryReferral } from './platform/referral'
import { connectNativeApp } from './platform/nativeApp'
import { redirectTo } from './platform/navigation'
import { onEveryPageShow } from './platform/pageShow'
import { listenForAppErrors, useAppErrorHooks } from './platform/errorEvents'
import { wrapEveryPage } from './platform/pageWrap'
import { withPageBoundary } from './components/ErrorBoundary'
import { reportError } from './stores/errorReports'
import { StoresContext, stores } from './stores'
import { rememberChannel } from './stores/channel'
import './app.css'

// Errors reach one reporter (docs/errors.md): H5's uncaught errors and rejections here, the mini-program's in App
// below; every page draws inside an error boundary, so a render error shows a message and a retry, not a white page.
listenForAppErrors(reportError)
wrapEveryPage(withPageBoundary)
// H5: / and /wxh5pay go home, unknown paths to /404, before the router reads the address (no-op in the mini-program).
replaceEntryUrl(redirectFor)
// A shared link's teacherId, kept for the session (login payload, the learner's own shares).
rememberEntryReferral()
// Inside the provider's app: titles go to the app's bar, the app's user becomes the session (no-op elsewhere).
connectNativeApp(stores.session)
// Before each navigation (docs/spec/content-access.md section 4): whenever a page shows (the entry page and a reload, a page
// pushed, replaced or returned to, a tab) the stored token is checked with userInfo, once until verified; 401 clears
// the session and leaves the page where it is (a page that needs login sends the learner on itself).
onEveryPageShow(() => void stores.session.verify())
// H5: the first screen index.html drew goes once the app has drawn its own (no-op in the mini-program).
releaseFirstScreen()
// H5: each scrolling page frame and scroll view reachable by keyboard (no-op in the mini-program).
focusableScrollRegions()

function App({ children }: PropsWithChildren) {
  useAppErrorHooks(reportError)
  usePageNotFound(({ path }) => {
    void redirectTo(redirectFor(path) ?? NOT_FOUND_URL)
  })
  // Business-channel params of the entry URL (kept only as a pair).
  useLaunch(({ query }) => {
    rememberChannel(query)
  })
  // Who the user is to the enterprise channel (the staff home tab), on start and after each login or logout.
  useEffect(
    () => reaction(() => stores.session.token, () => void stores.staff.refresh(), { fireImmediately: true }),
    [],
  )
  return <StoresContext.Provider value={stores}>{children}</StoresContext.Provider>
}

export default App
