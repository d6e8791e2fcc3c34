/** The mini-program never runs inside the provider's app. */
export interface NativeSession {
  readonly isLoggedIn: boolean
  adoptToken(token: string): Promise<boolean>
}

export function connectNativeApp(_session: NativeSession): () => void {
  return () => undefined
}
