/**
 * Every hostile article body of the reference server (server/db/corpus/newsHostile.ts) through both renderers:
 * - H5 (jsdom, which runs scripts and inline handlers here): no script runs (window.__xss stays undefined), no on*
 *   attribute, javascript:/data: URL, script, iframe, object or embed is left, and the body's ordinary text stays;
 * - the mini-program: the RichText nodes hold none of those either, and come from the same allow-list.
 * H5 reads with the browser's parser, the mini-program with htmlparser2: an ordinary article reads the same in both.
 */
jest.mock('@tarojs/components', () => {
  const actual = jest.requireActual('@tarojs/components')
  return { ...actual, RichText: (props: { nodes: unknown }) => mockRichText(props) }
})
const mockRichText = jest.fn((_props: { nodes: unknown }) => null)

import { render, waitFor } from '@testing-library/react'
import DOMPurify from 'dompurify'
import { HOSTILE_BODIES } from '../../../server/db/corpus/newsHostile'
import { composeArticle } from '../../../server/db/corpus/newsCorpus'
import { allowedTree } from '@/core/article/allowList'
import { sanitizeHtmlTree, treeToHtml, treeToRichText, withoutControls, type RichTextNode } from '@/core/article/safeHtml'
import { browserTree } from '@/platform/htmlReader.h5'
import { PURIFY_CONFIG, RichHtml, loadSanitizer, sanitizeHtml } from './index.h5'
import { RichHtml as WeappRichHtml } from './index.weapp'
import { mediaUrl } from '@/platform/media'

declare global {
  interface Window {
    __xss?: unknown
  }
}

const FORBIDDEN = 'script, iframe, object, embed, svg, math, style, meta, base, link, form, input, button, noscript, frame, frameset'
const EVENTS = ['click', 'mouseover', 'focus', 'load', 'error', 'toggle', 'begin', 'animationstart']

function fireEverything(root: Element) {
  for (const el of [root, ...root.querySelectorAll('*')]) {
    for (const type of EVENTS) el.dispatchEvent(new Event(type))
  }
}

/**
 * One turn of the event loop, for what jsdom runs by itself a task later rather than on a fired event: a
 * `<details open>`'s toggle, queued as the element is inserted (before the events above), so it has run when this
 * resolves (the control below sees it land). Nothing else in jsdom fires later on its own here (no image or frame
 * loads; the events above are plain Events, so no link is followed).
 */
const queuedTasks = () => new Promise((r) => setTimeout(r, 0))

/** Rendered once DOMPurify has loaded (the first render of the first test may still be waiting for it). */
async function renderLoaded(ui: React.ReactElement) {
  const view = render(ui)
  await waitFor(() => expect(view.container.querySelector('.rich-html:not(.rich-html--pending)')).not.toBeNull())
  return view
}

beforeEach(() => {
  delete window.__xss
  document.title = 'clean'
})

it('control: in this jsdom the unsanitised handlers body does run', async () => {
  const raw = document.createElement('div')
  raw.innerHTML = HOSTILE_BODIES.find((b) => b.attack === 'handlers')!.html
  document.body.appendChild(raw)
  fireEverything(raw)
  // <details open ontoggle> fires on its own, a task later (queued as it was inserted): it lands here, not in the next
  // test, and one turn of the event loop (queuedTasks, as the tests below wait) is enough for it.
  const opened = [...raw.querySelectorAll('details[open]')]
  expect(opened).not.toHaveLength(0)
  const toggles: Event[] = []
  for (const el of opened) el.addEventListener('toggle', (e) => toggles.push(e))
  await queuedTasks()
  expect(toggles).toHaveLength(opened.length)
  expect(window.__xss).toBeDefined()
  raw.remove()
})

describe.each(HOSTILE_BODIES.map((b) => [b.attack, b] as const))('hostile body "%s"', (_attack, body) => {
  it('H5: nothing runs, nothing dangerous is left, the text stays', async () => {
    const { container } = await renderLoaded(<RichHtml html={body.html} />)
    fireEverything(container)
    await queuedTasks()
    expect(window.__xss).toBeUndefined()
    expect(document.title).toBe('clean')
    expect(container.querySelector(FORBIDDEN)).toBeNull()
    for (const el of container.querySelectorAll('*')) {
      for (const attr of el.getAttributeNames()) {
        expect(attr).not.toMatch(/^on/i)
        expect(['class', 'href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan', 'start', 'tabindex']).toContain(attr)
        expect(withoutControls(el.getAttribute(attr)!).replace(/\s/g, '')).not.toMatch(/^(javascript|data|vbscript):/i)
      }
    }
    expect(container.textContent).toContain(body.keep)
  })

  it('mini-program: RichText gets nodes of the same tree, with nothing dangerous and the text kept', () => {
    mockRichText.mockClear()
    render(<WeappRichHtml html={body.html} />)
    const nodes = mockRichText.mock.calls[0][0].nodes as RichTextNode[]
    expect(nodes).toEqual(treeToRichText(sanitizeHtmlTree(body.html), { resolveSrc: mediaUrl }))
    const json = JSON.stringify(nodes)
    expect(json).not.toMatch(/"name":"(script|iframe|object|embed|svg|style|meta|base|link|form|input|noscript)"/)
    expect(json).not.toMatch(/"on[a-z]+":/i)
    expect(json).not.toMatch(/javascript:|data:text/i)
    expect(json).toContain(body.keep)
  })
})

/** What the browser makes of an HTML string (parsed and written back). */
function reparse(html: string): string {
  const t = document.createElement('template')
  t.innerHTML = html
  return t.innerHTML
}

describe('DOMPurify, with the same allow-list, finds nothing left to remove in what the shared allow-list wrote', () => {
  const article = composeArticle({ id: 10101, kind: 'guide', exam: '初级会计职称', subjects: ['初级会计实务', '经济法基础'], provinceName: '', year: 2025, index: 0 })
  it.each([...HOSTILE_BODIES.map((b) => [b.attack, b.html] as const), ['seeded article', article.detail] as const])('%s', async (_n, html) => {
    // H5 reads with the browser's parser (as the first screen does), the allow-list keeps what may show.
    const written = treeToHtml(allowedTree(browserTree(html)), { resolveSrc: mediaUrl })
    expect(DOMPurify.sanitize(written, PURIFY_CONFIG)).toBe(reparse(written))
    expect(await sanitizeHtml(html)).toBe(reparse(written))
  })
})

describe("an ordinary article reads the same on both platforms (the browser's parser on H5, htmlparser2 in the mini-program)", () => {
  const kinds = ['news', 'notice', 'guide', 'policy', 'practice'] as const
  it.each(kinds.flatMap((kind) => [0, 1, 2].map((index) => [kind, index] as const)))('%s %d', async (kind, index) => {
    const { detail } = composeArticle({ id: 10200 + index, kind, exam: '中级会计职称', subjects: ['中级会计实务', '财务管理'], provinceName: '广东', year: 2025, index })
    expect(await sanitizeHtml(detail)).toBe(reparse(treeToHtml(sanitizeHtmlTree(detail), { resolveSrc: mediaUrl })))
  })
})

it('a body the reader cannot read shows as nothing, and the rest of the page stays', async () => {
  const parse = jest.spyOn(DOMParser.prototype, 'parseFromString').mockImplementation(() => {
    throw new TypeError('unreadable')
  })
  try {
    const { container } = await renderLoaded(<div><p>页面其余部分</p><RichHtml html="<p>正文</p>" /></div>)
    expect(container.querySelector('.rich-html')!.innerHTML).toBe('')
    expect(container.textContent).toBe('页面其余部分')
  } finally {
    parse.mockRestore()
  }
})

it('an ordinary article keeps headings, lists, the table and its images', async () => {
  const { detail } = composeArticle({ id: 10102, kind: 'policy', exam: '初级会计职称', subjects: ['初级会计实务'], provinceName: '广东', year: 2025, index: 1 })
  const { container } = await renderLoaded(<RichHtml html={detail} />)
  expect(container.querySelectorAll('h2').length).toBeGreaterThan(0)
  expect(container.querySelector('table tbody tr td')).not.toBeNull()
  expect(container.querySelector('ul li')).not.toBeNull()
  expect(container.querySelector('img')?.getAttribute('src')).toMatch(/^\/media\/cover\/news-10102-1\.png\?w=750&h=420&title=[^&]+&sub=/)
  expect(container.querySelector('.rich-html')).not.toBeNull()
})

describe('DOMPurify loads on demand', () => {
  it('while it loads, the container is there and empty; then the sanitised HTML appears in it', async () => {
    // A fresh copy of the module, DOMPurify not loaded yet, rendering with this file's React and components.
    const react = jest.requireActual('react')
    const components = jest.requireActual('@tarojs/components')
    let fresh!: typeof import('./index.h5')
    jest.isolateModules(() => {
      jest.doMock('react', () => react)
      jest.doMock('@tarojs/components', () => components)
      fresh = jest.requireActual('./index.h5')
    })
    const { container } = render(<fresh.RichHtml className="x-body" html={'<p>hello<img src="x" onerror="window.__xss=1"></p>'} />)
    const pending = container.querySelector('.rich-html.x-body')!
    expect(pending).toHaveClass('rich-html--pending')
    expect(pending.innerHTML).toBe('')
    await waitFor(() => expect(container.querySelector('.rich-html.x-body p')).not.toBeNull())
    const shown = container.querySelector('.rich-html.x-body')!
    expect(shown).not.toHaveClass('rich-html--pending')
    expect(shown.textContent).toBe('hello')
    expect(shown.querySelector('img')?.getAttribute('onerror')).toBeNull()
  })

  it('loadSanitizer is one load, shared', async () => {
    expect(loadSanitizer()).toBe(loadSanitizer())
    expect((await loadSanitizer()).sanitize('<b onclick="x()">b</b>')).toBe('<b>b</b>')
  })
})
