/**
 * How the request layer reaches the session without importing the store (which itself calls services):
 * the session store connects itself here when it is created.
 */
export interface SessionBridge {
  token(): string
  /** The logged-in learner's uid, 0 when none (the playback token's viewerId). */
  uid(): number
  /**
   * The uid once the session has checked its token (userInfo): for a token whose learner is not known yet (a cookie
   * alone, as single sign-on brings), 0 when the check fails.
   */
  learner(): Promise<number>
  clear(): void
}

export const sessionBridge: SessionBridge = { token: () => '', uid: () => 0, learner: async () => 0, clear: () => undefined }

export function connectSession(bridge: SessionBridge): void {
  sessionBridge.token = () => bridge.token()
  sessionBridge.uid = () => bridge.uid()
  sessionBridge.learner = () => bridge.learner()
  sessionBridge.clear = () => bridge.clear()
}
