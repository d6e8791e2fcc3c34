// Every TARO_APP_* the app reads must be one the build defines (config/index.ts APP_ENV_KEYS): an undefined one is
// left as `process.env.X` in the bundle, and `process` does not exist in a browser or in WeChat ("process is not
// defined" at start).
import fs from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '../..')

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) return filesUnder(full)
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : []
  })
}

it('the build defines every TARO_APP_* variable src/ reads', () => {
  const config = fs.readFileSync(path.join(ROOT, 'config/index.ts'), 'utf8')
  const list = config.slice(config.indexOf('APP_ENV_KEYS'), config.indexOf('] as const'))
  const defined = new Set(list.match(/'TARO_APP_\w+'/g)!.map((k) => k.slice(1, -1)))
  const read = new Set(filesUnder(path.join(ROOT, 'src')).flatMap((f) => fs.readFileSync(f, 'utf8').match(/process\.env\.TARO_APP_\w+/g) ?? []).map((m) => m.slice('process.env.'.length)))
  expect(read.size).toBeGreaterThan(20)
  expect([...read].filter((k) => !defined.has(k)).sort()).toEqual([])
})
