// Fails the run at once, with the fix, when the mini-program has not been built; warns when it looks stale.
import fs from 'node:fs'
import path from 'node:path'

export default async function globalSetup(): Promise<void> {
  const root = path.resolve(__dirname, '..', '..')
  const dist = process.env.WEAPP_DIST ? path.resolve(process.env.WEAPP_DIST) : path.join(root, 'dist', 'weapp')
  const appJs = path.join(dist, 'app.js')
  if (!fs.existsSync(appJs) || !fs.existsSync(path.join(dist, 'app.json'))) {
    throw new Error(`tests/weapp: ${path.relative(root, dist)} is missing (no app.js/app.json): run npm run build:weapp first.`)
  }
  const built = fs.statSync(appJs).mtimeMs
  const newer: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (!/\.test\.tsx?$/.test(entry.name) && fs.statSync(file).mtimeMs > built) newer.push(path.relative(root, file))
    }
  }
  walk(path.join(root, 'src'))
  if (newer.length) {
    console.warn(`\ntests/weapp: dist/weapp is older than ${newer.length} file(s) in src (${newer.slice(0, 3).join(', ')}${newer.length > 3 ? ', ...' : ''}): these tests run the BUILT app, rebuild with npm run build:weapp.\n`)
  }
}
