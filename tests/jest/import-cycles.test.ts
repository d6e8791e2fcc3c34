/** No import cycles in the app or the server (madge over the TypeScript import graph, type-only imports included). */
import path from 'node:path'
import madge from 'madge'

const ROOT = path.resolve(__dirname, '../..')

it.each([
  ['src', 'tsconfig.json'],
  ['server', 'server/tsconfig.json'],
])('%s has no import cycle', async (dir, tsConfig) => {
  const graph = await madge(path.join(ROOT, dir), {
    fileExtensions: ['ts', 'tsx'],
    tsConfig: path.join(ROOT, tsConfig),
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  })
  expect(Object.keys(graph.obj()).length).toBeGreaterThan(100)
  expect(graph.circular()).toEqual([])
}, 60_000)
