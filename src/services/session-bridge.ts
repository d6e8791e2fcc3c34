/**
 * How the request layer reaches the session without importing the store (which itself calls services):
 * the session store connects itself here when it is created.
 */
export interface SessionBridge {
  token(): string
  clear(): void
}

export const sessionBridge: SessionBridge = { token: () => '', clear: () => undefined }

export function connectSession(bridge: SessionBridge): void {
  sessionBridge.token = () => bridge.token()
  sessionBridge.clear = () => bridge.clear()
}
