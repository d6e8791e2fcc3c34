// jsdom (j-component renders into a DOM) plus the Node globals that jsdom leaves out and that the in-process
// server needs (fastify, light-my-request, better-sqlite3 run in the same realm as the mini-program).
import { TestEnvironment } from 'jest-environment-jsdom'

type Config = ConstructorParameters<typeof TestEnvironment>[0]
type Context = ConstructorParameters<typeof TestEnvironment>[1]

class WeappEnvironment extends TestEnvironment {
  constructor(config: Config, context: Context) {
    super(config, context)
    const g = this.global as unknown as Record<string, unknown>
    const node = globalThis as unknown as Record<string, unknown>
    for (const name of ['setImmediate', 'clearImmediate', 'TextEncoder', 'TextDecoder', 'structuredClone', 'ReadableStream', 'AbortController', 'AbortSignal']) {
      if (typeof g[name] === 'undefined' && typeof node[name] !== 'undefined') g[name] = node[name]
    }
  }
}

export default WeappEnvironment
