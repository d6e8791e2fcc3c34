/**
 * Inside the provider's native app (src/core/bridge.ts): the app's navigation bar shows each page's title (every
 * change of document.title, from page configs and setDocumentTitle alike, goes out as setTitle), and the app's
 * logged-in user becomes the session when the page has no token (section 6: the token comes from the app).
 */
import { nativeBridge } from './bridge'

export interface NativeSession {
  readonly isLoggedIn: boolean
  adoptToken(user: { token: string; uid: number }): Promise<boolean>
}

/** Returns the disconnect (title watching stops). */
export function connectNativeApp(session: NativeSession): () => void {
  if (!nativeBridge.available) return () => undefined
  let sent = ''
  const syncTitle = () => {
    const title = document.title
    if (title && title !== sent) {
      sent = title
      nativeBridge.setTitle(title)
    }
  }
  syncTitle()
  const observer = new MutationObserver(syncTitle)
  observer.observe(document.head, { subtree: true, childList: true, characterData: true })

  if (!session.isLoggedIn) {
    void nativeBridge.getUserInfo().then(
      (user) => (user && !session.isLoggedIn ? session.adoptToken({ token: user.token, uid: user.uid }) : undefined),
      () => undefined, // no answer: the login page asks the app when a page needs it
    )
  }
  return () => observer.disconnect()
}
