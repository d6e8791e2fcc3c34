/**
 * The mini-program made visible (npm run screens:weapp, step 1 of 2): every page of the built dist/weapp rendered by
 * miniprogram-simulate as the signed-in learner, its tree written out as HTML with the page's wxss (rpx at a 375 px
 * screen), its navigation bar's window config and, on a tab page, the custom tab bar rendered after it, to
 * test-results/screens/weapp/src/<name>.json. tests/screens/weapp-pictures.ts then draws each in
 * Chromium. Not part of the test sweep (its own jest config, pictures.config.js).
 */
import fs from 'node:fs'
import path from 'node:path'
import { DIST, launchApp, waitFor, type Mp, type Page } from './harness'
import { PAGES, queryFor } from './pageQueries'
import { pageCss } from './uiChecks'

const OUT = path.resolve(__dirname, '..', '..', 'test-results', 'screens', 'weapp', 'src')

/** wx tags as the HTML elements that behave alike; anything else a block. */
const TAGS: Record<string, string> = { 'wx-view': 'div', 'wx-text': 'span', 'wx-image': 'img', 'wx-button': 'button', 'wx-input': 'input', 'wx-textarea': 'textarea', 'wx-label': 'label' }
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }
const esc = (s: unknown) => String(s).replace(/[&<>"]/g, (c) => ENTITIES[c])

/** A rich-text node as the app hands it over: a text (type 'text') or an element (name, attrs, children). */
interface RichNode {
  type?: string
  text?: string
  name?: string
  attrs?: Record<string, unknown>
  children?: unknown
}

/** rich-text's node list as HTML: text nodes come entity-encoded (WeChat decodes them), attributes are escaped. */
function richNodesToHtml(nodes: unknown): string {
  return (Array.isArray(nodes) ? (nodes as RichNode[]) : []).map((n) => {
    if (n.type === 'text') return String(n.text ?? '')
    const attrs = Object.entries(n.attrs || {}).map(([k, v]) => ` ${k}="${esc(v)}"`).join('')
    if (/^(img|br|hr)$/.test(n.name!)) return `<${n.name}${attrs}>`
    return `<${n.name}${attrs}>${richNodesToHtml(n.children)}</${n.name}>`
  }).join('')
}

/** The rendered tree as HTML: wx tags mapped, class and style kept, an image's src and an input's text from wxml. */
function toHtml(node: Node, attrs: Page['attrs']): string {
  if (node.nodeType === 3) return esc(node.nodeValue)
  if (node.nodeType !== 1) return ''
  const el = node as Element // nodeType 1
  const wx = el.tagName.toLowerCase()
  const tag = TAGS[wx] || 'div'
  const a = attrs(el)
  const cls = [`wx-${wx.replace(/^wx-/, '')}`, el.getAttribute('class') || ''].join(' ').trim()
  let out = `<${tag} class="${esc(cls)}"`
  if (el.getAttribute('style')) out += ` style="${esc(el.getAttribute('style'))}"`
  if (tag === 'img') out += ` src="${esc(a.src || '')}" data-mode="${esc(a.mode || 'scaleToFill')}"`
  if (tag === 'input' || tag === 'textarea') out += ` placeholder="${esc(a.placeholder || '')}" value="${esc(a.value ?? '')}"`
  if (tag === 'img' || tag === 'input') return `${out}>`
  // rich-text draws its `nodes` natively: an HTML string or, as the app gives it, a node list (rich-html.weapp.tsx).
  if (wx === 'wx-rich-text') return `${out}>${typeof a.nodes === 'string' ? a.nodes : richNodesToHtml(a.nodes)}</${tag}>`
  return `${out}>${[...node.childNodes].map((c) => toHtml(c, attrs)).join('')}</${tag}>`
}

/** wxss as CSS at a 375 px screen: 750rpx = 375px; `page` is the page's root box. */
function toCss(wxss: string): string {
  return wxss
    .replace(/(-?\d*\.?\d+)rpx/g, (_, n: string) => `${Number(n) / 2}px`)
    .replace(/(^|[},\s])page(?=[\s,{.:[])/g, '$1.wx-page')
}

beforeAll(() => fs.mkdirSync(OUT, { recursive: true }))

/** app.json: the tab bar (custom, its pages) and the window config every page starts from. */
const APP: { tabBar?: { custom?: boolean; list: { pagePath: string }[] }; window?: Record<string, unknown> } = JSON.parse(fs.readFileSync(path.join(DIST, 'app.json'), 'utf8'))
const TAB_PAGES = APP.tabBar?.custom ? APP.tabBar.list.map((t) => t.pagePath) : []

/** The navigation bar WeChat draws for a page: its window config over the app's. */
function windowOf(route: string) {
  const own = JSON.parse(fs.readFileSync(path.join(DIST, `${route}.json`), 'utf8'))
  const w = { ...APP.window, ...own }
  return { title: w.navigationBarTitleText || '', background: w.navigationBarBackgroundColor || '#000000', textStyle: w.navigationBarTextStyle || 'white', custom: w.navigationStyle === 'custom' }
}

/** What the picture cannot show of this page: native components and what the client draws. */
function notesOf(dom: Element, route: string) {
  const notes: string[] = []
  const has = (sel: string) => dom.querySelectorAll(sel).length
  if (has('wx-video, wx-live-player')) notes.push('video: a native player, drawn as a black box')
  if (has('wx-canvas')) notes.push('canvas: drawn by the page at run time, empty here')
  if (has('wx-map')) notes.push('map: native, not drawn')
  if (has('wx-web-view')) notes.push('web-view: not drawn')
  if (has('wx-swiper-item') > 1) notes.push('swiper: its first item')
  if (has('wx-rich-text')) notes.push('rich-text: drawn from its nodes as HTML')
  if (TAB_PAGES.includes(route)) notes.push('tab page: the custom tab bar rendered with it')
  return notes
}

/**
 * The screen tests/screens/weapp-pictures.ts draws: an iPhone X's, 375 px wide, a 44 px status bar and the capsule
 * 50 px from the top, 7 px from the right (a page that draws its own bar places it from these).
 */
function iPhoneXFrame(mp: Mp) {
  const windowInfo = mp.wx.getWindowInfo()
  mp.wx.getWindowInfo = () => ({ ...windowInfo, screenWidth: 375, screenHeight: 812, windowWidth: 375, windowHeight: 812, statusBarHeight: 44 })
  mp.wx.getMenuButtonBoundingClientRect = () => ({ width: 87, height: 32, top: 50, bottom: 82, left: 281, right: 368 })
}

/** Waits until the page's tree has not changed for 300 ms (its data arrived and rendered), 3 s at most. */
async function settled(page: Page, quiet = 300, max = 3000) {
  const end = Date.now() + max
  let last = page.dom.innerHTML
  let since = Date.now()
  while (Date.now() < end && Date.now() - since < quiet) {
    await new Promise((r) => setTimeout(r, 50))
    const now = page.dom.innerHTML
    if (now !== last) {
      last = now
      since = Date.now()
    }
  }
}

it.each(PAGES)('%s', async (route) => {
  const mp = await launchApp({ signedInAs: '13900139000' })
  iPhoneXFrame(mp)
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
  try {
    const page = await mp.loadPage(route, { query: await queryFor(mp, route) })
    await waitFor(() => page.text().length > 0, { timeout: 8000 })
    await settled(page)
    const name = route.replace(/\/index$/, '').replace(/\//g, '-')
    const html = [...page.dom.childNodes].map((c) => toHtml(c, page.attrs)).join('')
    // WeChat draws the custom tab bar on a tab page; the page told the store which tab is current on show.
    let tabBar: string | null = null
    if (TAB_PAGES.includes(route)) {
      const bar = await mp.loadPage('custom-tab-bar/index')
      await waitFor(() => bar.text().length > 0, { timeout: 10_000 })
      tabBar = [...bar.dom.childNodes].map((c) => toHtml(c, bar.attrs)).join('')
    }
    const out = { name, route, html, tabBar, window: windowOf(route), notes: notesOf(page.dom, route), css: toCss(pageCss(route)) }
    fs.writeFileSync(path.join(OUT, `${name}.json`), JSON.stringify(out))
  } finally {
    warn.mockRestore()
    await mp.close()
  }
})
