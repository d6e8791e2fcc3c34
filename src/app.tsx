import type { PropsWithChildren } from 'react'
import { usePageNotFound } from '@tarojs/taro'
import { redirectFor, NOT_FOUND_URL } from './core/routes'
import './platform/icons'
import { replaceEntryUrl } from './platform/location'
import { connectNativeApp } from './platform/native-app'
import { redirectTo } from './platform/navigation'
import { StoresContext, stores } from './stores'
import './app.css'

// H5: / and /wxh5pay go home, unknown paths to /404, before the router reads the address (no-op in the mini-program).
replaceEntryUrl(redirectFor)
// Inside the provider's app: titles go to the app's bar, the app's user becomes the session (no-op elsewhere).
connectNativeApp(stores.session)

function App({ children }: PropsWithChildren) {
  usePageNotFound(({ path }) => {
    void redirectTo(redirectFor(path) ?? NOT_FOUND_URL)
  })
  return <StoresContext.Provider value={stores}>{children}</StoresContext.Provider>
}

export default App
