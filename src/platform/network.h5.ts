/** The connection coming back (the browser's 'online' event after 'offline' or a failed request). */
export function onReconnect(listener: () => void): () => void {
  window.addEventListener('online', listener)
  return () => window.removeEventListener('online', listener)
}
