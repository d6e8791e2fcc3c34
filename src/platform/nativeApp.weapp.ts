/** The mini-program never runs inside the provider's app. */
export interface NativeSession {
  readonly isLoggedIn: boolean
  adoptToken(user: { token: string; uid: number }): Promise<boolean>
}

export function connectNativeApp(_session: NativeSession): () => void {
  return () => undefined
}
