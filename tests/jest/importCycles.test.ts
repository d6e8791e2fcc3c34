/** No import cycles in the app, the server or the contract between them (madge over the TypeScript import graph, type-only imports included). */
import path from 'node:path'
import madge from 'madge'

const ROOT = path.resolve(__dirname, '../..')

// [folder, its tsconfig, at least this many modules: the graph was really read]
it.each([
  ['src', 'tsconfig.json', 100],
  ['server', 'server/tsconfig.json', 100],
  ['contract', 'tsconfig.json', 30],
])('%s has no import cycle', async (dir, tsConfig, least) => {
  const graph = await madge(path.join(ROOT, dir), {
    fileExtensions: ['ts', 'tsx'],
    tsConfig: path.join(ROOT, tsConfig),
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  })
  expect(Object.keys(graph.obj()).length).toBeGreaterThan(least as number)
  expect(graph.circular()).toEqual([])
}, 60_000)
