/** Page query values reach pages still URL-encoded on both platforms (H5 router, mini-program options): decode once. */
export function decodeParam(value: string | undefined | null): string {
  if (!value) return ''
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
