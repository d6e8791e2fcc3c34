import type { PropsWithChildren } from 'react'
import { usePageNotFound } from '@tarojs/taro'
import { redirectFor, NOT_FOUND_URL } from './core/routes'
import './platform/icons'
import { replaceEntryUrl } from './platform/location'
import { rememberEntryReferral } from './platform/referral'
import { redirectTo } from './platform/navigation'
import { StoresContext, stores } from './stores'
import './app.css'

// H5: / and /wxh5pay go home, unknown paths to /404, before the router reads the address (no-op in the mini-program).
replaceEntryUrl(redirectFor)
// A shared link's teacherId and business-channel params, kept for the session (login payload, the learner's shares).
rememberEntryReferral()

function App({ children }: PropsWithChildren) {
  usePageNotFound(({ path }) => {
    void redirectTo(redirectFor(path) ?? NOT_FOUND_URL)
  })
  return <StoresContext.Provider value={stores}>{children}</StoresContext.Provider>
}

export default App
