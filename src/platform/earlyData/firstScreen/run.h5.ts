/**
 * The body of each page's first-screen script (config/early-script.ts bundles one per key page: this runner and that
 * page's drawing, ./pages/<name>.h5.ts): draws what index.html's inline script handed over (./handoff.h5.ts).
 */
import { drawFirstScreen } from './draw'
import type { PageDrawing } from './pages/shared'

export function runFirstScreen(draw: PageDrawing<never>): void {
  const task = window.__firstScreen
  if (!task) return
  drawFirstScreen(task, draw as PageDrawing<unknown>).then(task.done, () => task.done(false))
}
