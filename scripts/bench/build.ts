/** Builds what the chosen parts need, each into its own folder, with the output in bench-results/build-<name>.log. */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { ROOT } from './server'

export const H5_DIR = 'dist/h5'
export const WEAPP_DIR = 'dist/weapp'
export const BARE_DIR = 'dist/bench-bare'

export interface BuildStep {
  name: string
  /** Folder it writes; must hold `marker` afterwards. */
  dir: string
  marker: string
  command: string[]
  env?: Record<string, string>
}

export const BUILDS: Record<'h5' | 'weapp' | 'bare', BuildStep> = {
  h5: { name: 'h5', dir: H5_DIR, marker: 'bundle-manifest.json', command: ['npm', 'run', 'build:h5'] },
  weapp: { name: 'weapp', dir: WEAPP_DIR, marker: 'app.json', command: ['npm', 'run', 'build:weapp'] },
  // The bare fixture with the project's own config/index.ts, pointed at bench/bare (see its README).
  bare: {
    name: 'bare',
    dir: BARE_DIR,
    marker: 'index.html',
    command: ['npx', 'taro', 'build', '--type', 'h5'],
    env: { TARO_SOURCE_ROOT: 'bench/bare/src', TARO_OUTPUT_ROOT: BARE_DIR, TARO_FRAMEWORK: 'react' },
  },
}

export function assertBuilt(step: BuildStep) {
  if (!fs.existsSync(path.join(ROOT, step.dir, step.marker))) {
    throw new Error(`${step.dir}/${step.marker} is missing: run without --skip-build (or ${step.command.join(' ')})`)
  }
}

export function runBuild(step: BuildStep, logDir: string): Promise<void> {
  fs.mkdirSync(logDir, { recursive: true })
  const logFile = path.join(logDir, `build-${step.name}.log`)
  const out = fs.openSync(logFile, 'w')
  return new Promise((resolve, reject) => {
    const child = spawn(step.command[0], step.command.slice(1), { cwd: ROOT, env: { ...process.env, ...step.env }, stdio: ['ignore', out, out] })
    child.on('error', reject)
    child.on('exit', (code) => {
      fs.closeSync(out)
      if (code === 0) {
        try {
          assertBuilt(step)
          resolve()
        } catch (err) {
          reject(err)
        }
      } else reject(new Error(`${step.command.join(' ')} failed (exit ${code}); see ${path.relative(ROOT, logFile)}`))
    })
  })
}
