/** Flags that last as long as the mini-program runs (its "session": gone when WeChat ends it). */
const memory = new Set<string>()

export function sessionHas(key: string): boolean {
  return memory.has(key)
}

export function sessionMark(key: string): void {
  memory.add(key)
}
