/**
 * Every payload of the stored-XSS corpus (server/db/corpus/xssCorpus.ts) through both RichHtml components, one at a time
 * between two ordinary paragraphs:
 * - H5 as inserted (jsdom runs inline handlers here): every element gets the events payloads wait for, and still
 *   window.__xss stays undefined, nothing outside the allow-list is in the page, no URL has an unsafe scheme;
 * - the mini-program: the nodes handed to rich-text hold no script, style, frame or object, no handler, no unsafe URL.
 */
jest.mock('@tarojs/components', () => {
  const actual = jest.requireActual('@tarojs/components')
  return { ...actual, RichText: (props: { nodes: unknown }) => mockRichText(props) }
})
const mockRichText = jest.fn((_props: { nodes: unknown }) => null)

import { render, waitFor } from '@testing-library/react'
import { XSS_PAYLOADS, payloadNamed } from '../../../server/db/corpus/xssCorpus'
import { ALL_ALLOWED_ATTRS, ALLOWED_ATTRS, ALLOWED_TAGS, sanitizeHtmlTree, treeText, treeToHtml, withoutControls, type RichTextNode } from '@/core/article/safeHtml'
import { RichHtml, loadSanitizer } from './index.h5'
import { RichHtml as WeappRichHtml } from './index.weapp'

declare global {
  interface Window {
    __xss?: unknown
  }
}

const EVENTS = ['click', 'dblclick', 'mouseover', 'mouseenter', 'focus', 'focusin', 'load', 'error', 'toggle', 'begin', 'start', 'animationstart', 'submit', 'input']
const around = (html: string) => `<p>前文照常显示</p>${html}\n<p>后文照常显示</p>`
const schemeOf = (v: string) => /^([a-z][a-z0-9+.-]*):/i.exec(withoutControls(v).replace(/\s/g, ''))?.[1].toLowerCase()

async function shown(html: string) {
  const view = render(<RichHtml html={html} />)
  await waitFor(() => expect(view.container.querySelector('.rich-html:not(.rich-html--pending)')).not.toBeNull())
  return view.container.querySelector('.rich-html')!
}

function fireEverything(root: Element) {
  for (const el of [root, ...root.querySelectorAll('*')]) {
    for (const type of EVENTS) el.dispatchEvent(new Event(type, { bubbles: false }))
  }
}

/**
 * One turn of the event loop, for what jsdom runs by itself a task later rather than on a fired event: a
 * `<details open>`'s toggle, queued as the element is inserted (before the events above), so it has run when this
 * resolves. Nothing else in jsdom fires later on its own here (no image or frame loads; the events above are plain
 * Events, so no link is followed).
 */
const queuedTasks = () => new Promise((r) => setTimeout(r, 0))

beforeAll(() => loadSanitizer())
beforeEach(() => {
  delete window.__xss
})

describe.each(XSS_PAYLOADS.map((p) => [p.family, p.name, p] as const))('%s: %s', (_family, _name, payload) => {
  it('H5: nothing runs and nothing outside the allow-list is inserted; the text before it stays', async () => {
    const root = await shown(around(payload.html))
    fireEverything(root)
    await queuedTasks()
    expect(window.__xss).toBeUndefined()
    for (const el of root.querySelectorAll('*')) {
      expect(ALLOWED_TAGS).toContain(el.localName)
      for (const attr of el.getAttributeNames()) {
        expect([...ALL_ALLOWED_ATTRS, 'tabindex']).toContain(attr)
        if (attr === 'href' || attr === 'src') expect(schemeOf(el.getAttribute(attr)!) ?? 'http').toMatch(/^(https?|mailto|tel)$/)
      }
    }
    expect(root.textContent).toContain('前文照常显示')
  })

  it('the shared allow-list\'s HTML, read by a browser parser, is the same harmless HTML elements and text', () => {
    const tree = sanitizeHtmlTree(around(payload.html))
    const t = document.createElement('template')
    t.innerHTML = treeToHtml(tree)
    for (const el of t.content.querySelectorAll('*')) {
      expect(ALLOWED_TAGS).toContain(el.localName)
      expect(el.namespaceURI).toBe('http://www.w3.org/1999/xhtml')
      for (const attr of el.getAttributeNames()) expect(ALLOWED_ATTRS[el.localName] ?? []).toContain(attr)
    }
    expect(t.content.textContent).toBe(treeText(tree))
  })

  it('mini-program: rich-text gets nodes with nothing that runs', () => {
    mockRichText.mockClear()
    render(<WeappRichHtml html={around(payload.html)} />)
    const nodes = mockRichText.mock.calls[0][0].nodes as RichTextNode[]
    const json = JSON.stringify(nodes)
    expect(json).not.toMatch(/"name":"(script|style|iframe|frame|object|embed|applet|svg|math|link|meta|base|form|input|button|template|noscript)"/)
    expect(json).not.toMatch(/"on[a-z]+":/i)
    expect(json).not.toMatch(/"(href|src)":"\s*(javascript|vbscript|data):/i)
    expect(json).toContain('前文照常显示')
  })
})

describe('tables are in the tab order, set on the checked elements', () => {
  it('a table gets tabindex="0"', async () => {
    const root = await shown('<table><tr><td>宽表格</td></tr></table>')
    expect(root.querySelector('table')?.getAttribute('tabindex')).toBe('0')
  })

  it('markup inside an attribute value stays text: the alt of "markup-in-alt" is not read as a table and an img', async () => {
    const root = await shown(payloadNamed('markup-in-alt').html)
    expect(root.querySelectorAll('img')).toHaveLength(1)
    expect(root.querySelector('table')).toBeNull()
    expect(root.querySelector('img')!.getAttribute('alt')).toBe("<table ><img src=x onerror=window.__xss='markup-in-alt'>")
  })
})
