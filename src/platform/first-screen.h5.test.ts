// The app's side of index.html's first screen: the layer goes once the app's own picture has loaded, at once when the
// address changed, and after RELEASE_TIMEOUT_MS whatever the page shows; it is waited for while still to be drawn.
import { FIRST_SCREEN_ID } from './early-data/first-screen/handoff'
import { releaseFirstScreen, RELEASE_TIMEOUT_MS } from './first-screen.h5'

const frames = (n = 3) => new Promise<void>((resolve) => {
  const step = (left: number) => (left ? requestAnimationFrame(() => step(left - 1)) : resolve())
  step(n)
})

function drawLayer(at = location.pathname + location.search) {
  const layer = document.createElement('div')
  layer.id = FIRST_SCREEN_ID
  layer.dataset.replacedBy = '.banner img'
  layer.dataset.at = at
  document.body.appendChild(layer)
  return layer
}

function appPicture(complete: boolean) {
  document.body.insertAdjacentHTML('beforeend', '<div id="app"><div class="banner"><img></div></div>')
  const img = document.querySelector('#app img')!
  Object.defineProperty(img, 'complete', { value: complete, configurable: true })
  return img
}

afterEach(() => {
  document.body.innerHTML = ''
  delete window.__firstScreenPending
  jest.useRealTimers()
})

it('stays while the app\'s own picture is loading, goes once it has loaded', async () => {
  const layer = drawLayer()
  const img = appPicture(false)
  releaseFirstScreen()
  await frames()
  expect(layer.isConnected).toBe(true)
  Object.defineProperty(img, 'complete', { value: true })
  await frames()
  expect(layer.isConnected).toBe(false)
})

it('goes at once when the address changed (a redirect to login)', async () => {
  const layer = drawLayer('/ty/myOrder')
  releaseFirstScreen()
  await frames()
  expect(layer.isConnected).toBe(false)
})

it('drawn after the app started (a slow answer): found and released all the same', async () => {
  window.__firstScreenPending = true
  releaseFirstScreen()
  await frames()
  appPicture(true)
  const layer = drawLayer()
  await frames()
  expect(layer.isConnected).toBe(false)
})

it('goes after the time limit whatever the page shows', async () => {
  const layer = drawLayer()
  appPicture(false)
  const now = Date.now()
  releaseFirstScreen()
  await frames()
  expect(layer.isConnected).toBe(true)
  jest.spyOn(Date, 'now').mockReturnValue(now + RELEASE_TIMEOUT_MS + 1)
  await frames()
  expect(layer.isConnected).toBe(false)
})
