/**
 * The mini-program made visible (npm run screens:weapp, step 1 of 2): every page of the built dist/weapp rendered by
 * miniprogram-simulate as the signed-in learner, its tree written out as HTML with the page's wxss (rpx at a 375 px
 * screen) to test-results/screens/weapp/src/<name>.json. tests/screens/weapp-pictures.mjs then draws each in
 * Chromium. Not part of the test sweep (its own jest config, pictures.config.js).
 */
const fs = require('node:fs')
const path = require('node:path')
const { launchApp, waitFor } = require('./harness')
const { PAGES, queryFor } = require('./pageQueries')
const { pageCss } = require('./uiChecks')

const OUT = path.resolve(__dirname, '..', '..', 'test-results', 'screens', 'weapp', 'src')

/** wx tags as the HTML elements that behave alike; anything else a block. */
const TAGS = { 'wx-view': 'div', 'wx-text': 'span', 'wx-image': 'img', 'wx-button': 'button', 'wx-input': 'input', 'wx-textarea': 'textarea', 'wx-label': 'label' }
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c])

/** The rendered tree as HTML: wx tags mapped, class and style kept, an image's src and an input's text from wxml. */
function toHtml(node, attrs) {
  if (node.nodeType === 3) return esc(node.nodeValue)
  if (node.nodeType !== 1) return ''
  const wx = node.tagName.toLowerCase()
  const tag = TAGS[wx] || 'div'
  const a = attrs(node)
  const cls = [`wx-${wx.replace(/^wx-/, '')}`, node.getAttribute('class') || ''].join(' ').trim()
  let out = `<${tag} class="${esc(cls)}"`
  if (node.getAttribute('style')) out += ` style="${esc(node.getAttribute('style'))}"`
  if (tag === 'img') out += ` src="${esc(a.src || '')}" data-mode="${esc(a.mode || 'scaleToFill')}"`
  if (tag === 'input' || tag === 'textarea') out += ` placeholder="${esc(a.placeholder || '')}" value="${esc(a.value ?? '')}"`
  if (tag === 'img' || tag === 'input') return `${out}>`
  // rich-text draws its `nodes` natively (the app gives it sanitised HTML): drawn as that HTML.
  if (wx === 'wx-rich-text' && typeof a.nodes === 'string') return `${out}>${a.nodes}</${tag}>`
  return `${out}>${[...node.childNodes].map((c) => toHtml(c, attrs)).join('')}</${tag}>`
}

/** wxss as CSS at a 375 px screen: 750rpx = 375px; `page` is the page's root box. */
function toCss(wxss) {
  return wxss
    .replace(/(-?\d*\.?\d+)rpx/g, (_, n) => `${Number(n) / 2}px`)
    .replace(/(^|[},\s])page(?=[\s,{.:[])/g, '$1.wx-page')
}

beforeAll(() => fs.mkdirSync(OUT, { recursive: true }))

it.each(PAGES)('%s', async (route) => {
  const mp = await launchApp({ signedInAs: '13900139000' })
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
  try {
    const page = await mp.loadPage(route, { query: await queryFor(mp, route) })
    await waitFor(() => page.text().length > 0, { timeout: 8000 })
    await new Promise((r) => setTimeout(r, 800)) // the page's data and its second render
    const name = route.replace(/\/index$/, '').replace(/\//g, '-')
    const html = [...page.dom.childNodes].map((c) => toHtml(c, page.attrs)).join('')
    fs.writeFileSync(path.join(OUT, `${name}.json`), JSON.stringify({ name, route, html, css: toCss(pageCss(route)) }))
  } finally {
    warn.mockRestore()
    await mp.close()
  }
})
