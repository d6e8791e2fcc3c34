/**
 * The first screen drawn from the early answer before the app's JS runs, by the page's first-screen script (./run.h5.ts,
 * loaded by index.html's inline script): a layer over the page (#first-screen) with the top of the page down to its
 * largest picture (./pages), laid out by the page's own stylesheets. The app starts once it is painted (or at once when there is nothing to
 * draw), draws the same page under it, and removes it when its own picture has loaded
 * (src/platform/firstScreen.h5.ts), so the learner sees the picture as soon as its bytes arrive instead of after
 * the framework has started, and the layer's going moves nothing. A tap on it before the app can take one is kept and
 * passed on (./earlyTap.h5.ts).
 */
import { keepEarlyTaps } from './earlyTap'
import { paint } from './markup'
import { appDrewPage, documentParsed, FIRST_SCREEN_ID, type FirstScreenTask } from './handoff'
import type { PageDrawing } from './pages/shared'

/** Loaded or failed: a picture that cannot load leaves its box as the app would. */
const pictureSettled = (img: HTMLImageElement): Promise<void> =>
  img.complete ? Promise.resolve() : new Promise((resolve) => {
    img.addEventListener('load', () => resolve(), { once: true })
    img.addEventListener('error', () => resolve(), { once: true })
  })

const nextFrame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => resolve()))

/**
 * Draws the task's page with `draw` once its first call's answer and its stylesheets are in, unless the app has
 * drawn its page meanwhile; resolves true once its pictures have been painted, false when it drew nothing.
 */
export async function drawFirstScreen({ route, answer, styles, query }: Omit<FirstScreenTask, 'done'>, draw: PageDrawing<unknown>): Promise<boolean> {
  const res = await answer
  const envelope = res?.data as { code?: number; data?: unknown } | undefined
  if (res?.status !== 200 || envelope?.code !== 200 || !envelope.data || typeof envelope.data !== 'object') return false
  const screen = draw(envelope.data, { query, title: route.title ?? '' })
  if (!screen) return false
  if (!(await Promise.all(styles)).every(Boolean)) return false
  await documentParsed()
  if (appDrewPage()) return false
  const layer = document.createElement('div')
  layer.id = FIRST_SCREEN_ID
  layer.setAttribute('aria-hidden', 'true')
  layer.dataset.replacedBy = screen.replacedBy
  layer.dataset.at = location.pathname + location.search
  layer.style.cssText = `position:absolute;top:0;left:0;width:100%;min-height:100%;z-index:1000;background:${screen.background}`
  layer.appendChild(paint(screen.box))
  keepEarlyTaps(layer)
  document.body.appendChild(layer)
  await Promise.all([...layer.querySelectorAll('img')].map(pictureSettled))
  await nextFrame()
  return true
}
