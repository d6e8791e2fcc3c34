/**
 * A loaded run (`npm run bench -- --busy`): another process keeps one core busy while the browser measures, as a
 * phone's other apps and the browser's own work do. It spins in slices of 50 ms with a 1 ms pause, so the operating
 * system shares the cores as it would with any busy neighbour.
 */
import { spawn } from 'node:child_process'

const SPIN = `
process.on('SIGTERM', () => process.exit(0))
// Gone with the bench, even when it dies without stopping it.
const parent = process.ppid
setInterval(() => { try { process.kill(parent, 0) } catch { process.exit(0) } }, 1000).unref()
const spin = () => { const until = Date.now() + 50; while (Date.now() < until); setTimeout(spin, 1) }
spin()
`

export function startBusyCore(): () => void {
  const child = spawn(process.execPath, ['-e', SPIN], { stdio: 'ignore' })
  return () => {
    if (child.exitCode === null) child.kill('SIGTERM')
  }
}
