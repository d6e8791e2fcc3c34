// The app's side of index.html's first screen: the layer goes once the app's own picture has loaded, at once when the
// address changed, and after RELEASE_TIMEOUT_MS whatever the page shows; it is waited for while still to be drawn.
import { FIRST_SCREEN_ID } from './earlyData/firstScreen/handoff'
import { releaseFirstScreen, RELEASE_TIMEOUT_MS } from './firstScreen.h5'

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

describe('a tap kept by the first screen', () => {
  const keep = (className = 'goods-card', at = location.pathname + location.search) => {
    window.__firstScreenTap = { x: 100, y: 200, className, at }
  }
  /** The app's page with a goods card whose title is at the kept tap's place. */
  function appCard() {
    document.body.insertAdjacentHTML('beforeend', '<div id="app"><div class="taro_page"><div class="goods-card"><span class="goods-card__title">x</span></div></div></div>')
    const title = document.querySelector<HTMLElement>('#app .goods-card__title')!
    const clicks: MouseEvent[] = []
    document.querySelector('#app .goods-card')!.addEventListener('click', (e) => clicks.push(e as MouseEvent))
    return { title, clicks }
  }
  let hitAt: Element | null = null
  beforeEach(() => {
    hitAt = null
    document.elementFromPoint = jest.fn(() => hitAt)
  })
  afterEach(() => delete window.__firstScreenTap)

  it('is passed on to the app\'s element of the same class at that place, once the app has drawn its page; the layer then lets taps through', async () => {
    const layer = drawLayer()
    keep()
    releaseFirstScreen()
    await frames()
    expect(layer.style.pointerEvents).toBe('')
    const { title, clicks } = appCard()
    hitAt = title
    await frames()
    expect(layer.style.pointerEvents).toBe('none')
    expect(clicks).toHaveLength(1)
    expect(clicks[0]).toMatchObject({ clientX: 100, clientY: 200, bubbles: true })
    expect(window.__firstScreenTap).toBeUndefined()
  })

  it('waits while the app shows something else there (its data on the way), and is passed on once the element comes', async () => {
    drawLayer()
    keep()
    document.body.insertAdjacentHTML('beforeend', '<div id="app"><div class="taro_page"><div class="skeleton"></div></div></div>')
    hitAt = document.querySelector('#app .skeleton')
    releaseFirstScreen()
    await frames()
    expect(window.__firstScreenTap).toBeDefined()
    document.getElementById('app')!.remove()
    const { title, clicks } = appCard()
    hitAt = title
    await frames()
    expect(clicks).toHaveLength(1)
  })

  it('is dropped when the address changed', async () => {
    keep('goods-card', '/ty/myOrder')
    const { title, clicks } = appCard()
    hitAt = title
    releaseFirstScreen()
    await frames()
    expect(clicks).toHaveLength(0)
    expect(window.__firstScreenTap).toBeUndefined()
  })

  it('is dropped after the time limit when no element of its class came', async () => {
    keep('goods-card')
    document.body.insertAdjacentHTML('beforeend', '<div id="app"><div class="taro_page"><div class="other"></div></div></div>')
    hitAt = document.querySelector('#app .other')
    const now = Date.now()
    releaseFirstScreen()
    await frames()
    expect(window.__firstScreenTap).toBeDefined()
    jest.spyOn(Date, 'now').mockReturnValue(now + RELEASE_TIMEOUT_MS + 1)
    await frames()
    expect(window.__firstScreenTap).toBeUndefined()
  })

  it('never reaches an element outside the app (the layer itself)', async () => {
    const layer = drawLayer()
    layer.innerHTML = '<div class="goods-card"></div>'
    keep()
    document.body.insertAdjacentHTML('beforeend', '<div id="app"><div class="taro_page"></div></div>')
    hitAt = layer.firstElementChild
    const clicks: Event[] = []
    layer.addEventListener('click', (e) => clicks.push(e))
    releaseFirstScreen()
    await frames()
    expect(clicks).toHaveLength(0)
  })
})
