/** Flags and small values that last as long as the mini-program runs (its "session": gone when WeChat ends it). */
const memory = new Set<string>()

export function sessionHas(key: string): boolean {
  return memory.has(key)
}

export function sessionMark(key: string): void {
  memory.add(key)
}

const values = new Map<string, string>()

export function sessionRead<T>(key: string): T | null {
  const raw = values.get(key)
  return raw === undefined ? null : (JSON.parse(raw) as T)
}

export function sessionWrite(key: string, value: unknown): void {
  if (value === null) values.delete(key)
  else values.set(key, JSON.stringify(value))
}
