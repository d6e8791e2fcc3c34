// jsdom (j-component renders into a DOM) plus the Node globals that jsdom leaves out and that the in-process
// server needs (fastify, light-my-request, better-sqlite3 run in the same realm as the mini-program).
const { TestEnvironment } = require('jest-environment-jsdom')

class WeappEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context)
    const g = this.global
    for (const name of ['setImmediate', 'clearImmediate', 'TextEncoder', 'TextDecoder', 'structuredClone', 'ReadableStream', 'AbortController', 'AbortSignal']) {
      if (typeof g[name] === 'undefined' && typeof globalThis[name] !== 'undefined') g[name] = globalThis[name]
    }
  }
}

module.exports = WeappEnvironment
