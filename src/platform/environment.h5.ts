import { detectEnvironment, type Environment } from '@/core/environment'

let cached: Environment | undefined

/** The H5 page's environment, from the user agent (read once). */
export function environment(): Environment {
  return (cached ??= detectEnvironment(window.navigator.userAgent))
}
