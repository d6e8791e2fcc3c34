// The first screen index.html draws before the app (its drawings from the reference server's real answers, its DOM
// built without parsing any HTML) and its hand-over to the app. Where it lies against the app's own drawing is
// checked in Chromium (tests/e2e/firstScreen.e2e.ts).
import fs from 'node:fs'
import path from 'node:path'
import { within } from '@testing-library/react'
import fixtures from '../../../../tests/jest/fixtures/first-screen.json'
import { EARLY_PAGES, FIRST_SCREEN_MODULES } from '@/core/earlyCalls'
import { SHOWN_WIDTH, sizedPicture } from '@/core/picture'
import { XSS_PAYLOADS } from '../../../../server/db/corpus/xssCorpus'
import { drawFirstScreen } from './draw'
import { FIRST_SCREEN_ID } from './handoff'
import { PENDING_OPACITY } from './earlyTap'
import { paint } from './markup'
import article from './pages/article'
import confirmOrder from './pages/confirmOrder'
import goods from './pages/goods'
import home from './pages/home'
import myOrder from './pages/myOrder'
import type { Context, FirstScreen, PageDrawing } from './pages/shared'

declare global {
  var EARLY_ICONS: Record<string, string>
}
globalThis.EARLY_ICONS = { ArrowLeft: 'data:image/svg+xml;base64,AA==', Search: 'data:image/svg+xml;base64,AA==' }

const ctx = (title = '', query: Context['query'] = {}): Context => ({ query, title })
const dom = (screen: FirstScreen | null) => {
  const host = document.createElement('div')
  if (screen) host.appendChild(paint(screen.box))
  return host
}
/** Every text the drawing shows, in order (each element that holds text of its own). */
const texts = (host: HTMLElement) => within(host).queryAllByText(/\S/).map((e) => e.textContent)

afterEach(() => {
  document.body.innerHTML = ''
})

it('every page whose first calls index.html begins has a drawing module', () => {
  expect(Object.keys(FIRST_SCREEN_MODULES).sort()).toEqual([...EARLY_PAGES].sort())
  for (const name of Object.values(FIRST_SCREEN_MODULES)) {
    expect(fs.existsSync(path.join(__dirname, 'pages', `${name}.h5.ts`))).toBe(true)
  }
})

describe('drawn from the server\'s answers', () => {
  it('home: the search bar and the first banner', () => {
    const host = dom(home(fixtures.home as never, ctx()))
    expect(texts(host)).toEqual(['搜索课程'])
    expect(host.querySelector('.banner-swiper__pic img')!.getAttribute('src')).toBe(fixtures.home.banners[0].pic)
  })

  it('goods: the bar with the goods type\'s title and the first picture', () => {
    const host = dom(goods(fixtures.goods as never, ctx()))
    expect(texts(host)).toEqual(['全科课程'])
    expect(host.querySelector('.goods-summary__pic img')!.getAttribute('src')).toBe(fixtures.goods.pics[0])
  })

  it('confirm order: the bar and the order\'s goods', () => {
    const order = fixtures.confirmOrder[0]
    const host = dom(confirmOrder(fixtures.confirmOrder as never, ctx('确认订单')))
    expect(texts(host)).toEqual(['确认订单', order.name, order.specificationNameAll, `有效期${order.goodsValidity}个月`].filter(Boolean))
    // asked at the width the app's order summary asks it, so the picture loads once
    expect(host.querySelector('.order-goods__pic img')!.getAttribute('src')).toBe(sizedPicture(order.thumbPath, SHOWN_WIDTH.orderGoods))
  })

  it('my orders: the tabs with the unpaid badge, the tab of ?tagStatus, and the first order\'s card with its buttons', () => {
    const host = dom(myOrder(fixtures.myOrders as never, ctx('我的订单', { tagStatus: '1' })))
    expect([...host.querySelectorAll('.my-order__tab')].map((t) => t.textContent)).toEqual(['全部', `待付款${fixtures.myOrders.unPayNum}`, '待确认', '待学习'])
    // The chosen tab has no other sign in the DOM (no role tab, no aria-selected) than NutUI's class, as on the page.
    expect(host.querySelector('.my-order__tab.nut-tabs-titles-item-active')!.textContent).toContain('待付款')
    const first = fixtures.myOrders.orderList[0]
    expect(host.querySelector('.order-card__no')!.textContent).toBe(`订单编号：${first.orderNo}`)
    expect(host.querySelector('.order-card__countdown-time')!.textContent).toMatch(/^\d\d:\d\d:\d\d$/)
    expect([...host.querySelectorAll('.order-card__button')].map((b) => b.textContent)).toContain('去支付')
    // Drawn with NutUI's own class so that NutUI's stylesheet paints it as the page's primary button: the class is the point.
    expect(host.querySelector('.order-card__button--pay')!.className).toContain('nut-button-primary')
    expect(host.querySelectorAll('.order-card')).toHaveLength(1)
  })

  it('article: the bar, the head and the body through the shared allow-list, collapsed', () => {
    const host = dom(article(fixtures.article as never, ctx('资讯详情')))
    expect(host.querySelector('.article-detail__title')!.textContent).toBe(fixtures.article.title)
    expect(host.querySelectorAll('.article-detail__tag').length).toBeGreaterThan(0)
    expect((host.querySelector('.article-detail__body') as HTMLElement).style.maxHeight).toBe('180vh')
    expect(host.querySelector('.article-detail__html img')!.getAttribute('src')).toMatch(/^\/media\/cover\/news-10101-1\.png/)
  })

  it.each<[string, PageDrawing<never>, unknown]>([
    ['home without banners', home, { ...fixtures.home, banners: [] }],
    ['goods without pictures', goods, { ...fixtures.goods, pics: [], thumbPath: '' }],
    ['confirm order without the order', confirmOrder, []],
    ['my orders with none', myOrder, { ...fixtures.myOrders, orderList: [] }],
    ['an article without a body', article, { ...fixtures.article, detail: '' }],
  ])('%s: nothing drawn (the app shows the page alone)', (_name, draw, data) => {
    expect(draw(data as never, ctx())).toBeNull()
  })
})

describe('painting builds elements, never parses HTML', () => {
  it('text is text, an unlisted attribute or another scheme is left out, style goes through the CSSOM', () => {
    const el = paint({
      tag: 'div',
      attrs: { onclick: 'alert(1)', style: 'width:10px' },
      kids: [
        { tag: 'span', text: '<img src=x onerror=alert(1)>' },
        { tag: 'img', attrs: { src: 'javascript:alert(1)' } },
        { tag: 'img', attrs: { src: '//evil.example/x.png' } },
        { tag: 'img', attrs: { src: '/media/cover/a.png' } },
        { tag: 'a', attrs: { href: 'https://example.com/' } },
        { tag: '#text', text: '<b>' },
      ],
    }) as HTMLElement
    expect(el.hasAttribute('onclick')).toBe(false)
    expect(el.style.width).toBe('10px')
    expect(el.querySelector('span')!.textContent).toBe('<img src=x onerror=alert(1)>')
    expect(el.querySelectorAll('span *')).toHaveLength(0)
    expect([...el.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual([null, null, '/media/cover/a.png'])
    expect(el.querySelector('a')!.getAttribute('href')).toBe('https://example.com/')
    expect(el.lastChild!.nodeType).toBe(Node.TEXT_NODE)
  })

  it.each(XSS_PAYLOADS.map((p) => [p.name, p.html]))('hostile article HTML (%s): no script, frame, handler or unsafe address', (_name, html) => {
    const host = dom(article({ ...fixtures.article, detail: `<p>x</p>${html}` } as never, ctx()))
    expect(host.querySelectorAll('script, iframe, object, embed, style, svg, math, form')).toHaveLength(0)
    for (const el of host.querySelectorAll('*')) {
      for (const { name, value } of el.attributes) {
        expect(name).not.toMatch(/^on/i)
        if (name === 'src' || name === 'href') expect(value).toMatch(/^(\/(?!\/)|https?:\/\/)/i)
      }
    }
  })
})

describe('the hand-over', () => {
  const styles = [Promise.resolve(true)]
  const task = (data: unknown, status = 200) => ({
    route: { urls: ['/publicPage/textualResearch'], page: 'pages/home/index', title: '首页' },
    answer: Promise.resolve({ status, data }),
    styles,
    query: {},
  })

  it('draws the layer over the page, hidden from screen readers, once its pictures have settled', async () => {
    const drawn = drawFirstScreen(task({ code: 200, data: fixtures.home }), home as PageDrawing<unknown>)
    await new Promise((r) => setTimeout(r, 0))
    const layer = document.getElementById(FIRST_SCREEN_ID)!
    expect(layer.getAttribute('aria-hidden')).toBe('true')
    expect(layer.dataset.replacedBy).toBe('.banner-swiper__pic img')
    layer.querySelectorAll('img').forEach((img) => img.dispatchEvent(new Event('load')))
    await expect(drawn).resolves.toBe(true)
  })

  it('takes a tap while the app cannot (nothing is beneath it yet): keeps where and on what, and shades that element as pressed', async () => {
    void drawFirstScreen(task({ code: 200, data: fixtures.home }), home as PageDrawing<unknown>)
    await new Promise((r) => setTimeout(r, 0))
    const layer = document.getElementById(FIRST_SCREEN_ID)!
    expect(layer.style.pointerEvents).toBe('')
    // Two of the page's elements drawn in the layer, each with classes and no element inside.
    const [first, second] = [...layer.querySelectorAll<HTMLElement>('[class]')].filter((el) => !el.children.length)
    first.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 120, clientY: 640 }))
    expect(window.__firstScreenTap).toEqual({ x: 120, y: 640, className: first.classList[0], at: location.pathname + location.search })
    expect(first.style.opacity).toBe(PENDING_OPACITY)
    // A second tap elsewhere replaces it, and the first element is no longer shaded.
    second.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 10, clientY: 20 }))
    expect(window.__firstScreenTap).toMatchObject({ x: 10, y: 20, className: second.classList[0] })
    expect(second.style.opacity).toBe(PENDING_OPACITY)
    expect(first.style.opacity).toBe('')
    delete window.__firstScreenTap
  })

  it.each([
    ['a failed call', { code: 500, msg: 'x' }, 200],
    ['a proxy\'s error page', null, 502],
    ['no data', { code: 200, data: null }, 200],
  ])('%s: nothing drawn', async (_name, data, status) => {
    await expect(drawFirstScreen(task(data, status), home as PageDrawing<unknown>)).resolves.toBe(false)
    expect(document.getElementById(FIRST_SCREEN_ID)).toBeNull()
  })

  it('the app has drawn its page meanwhile: nothing drawn over it', async () => {
    document.body.innerHTML = '<div id="app"><div class="taro_page"></div></div>'
    await expect(drawFirstScreen(task({ code: 200, data: fixtures.home }), home as PageDrawing<unknown>)).resolves.toBe(false)
    expect(document.getElementById(FIRST_SCREEN_ID)).toBeNull()
  })

  it('a stylesheet that failed to load: nothing drawn', async () => {
    await expect(drawFirstScreen({ ...task({ code: 200, data: fixtures.home }), styles: [Promise.resolve(false)] }, home as PageDrawing<unknown>)).resolves.toBe(false)
  })
})
