/**
 * Every payload of the stored-XSS corpus (server/db/corpus/xssCorpus.ts) through the shared allow-list, one at a time
 * between two ordinary paragraphs: the tree keeps only allowed tags and attributes with safe URLs, the HTML written
 * for H5 reads back into the same tree (a browser parser's reading: src/components/RichHtml/RichHtml.corpus.test.tsx), the
 * mini-program's rich-text nodes carry nothing that could run, and the ordinary text around the payload stays.
 */
import { HOSTILE_BODIES } from '../../../server/db/corpus/newsHostile'
import { XSS_FAMILIES, XSS_PAYLOADS, type XssPayload } from '../../../server/db/corpus/xssCorpus'
import {
  ALLOWED_ATTRS, ALLOWED_TAGS, RICH_TEXT_STYLE, sanitizeHtmlTree, treeText, treeToHtml, treeToRichText, withoutControls,
  type RichTextNode, type SafeNode,
} from './safeHtml'

const BEFORE = '<p>前文照常显示</p>'
const AFTER = '\n<p>后文照常显示</p>'
const around = (p: XssPayload) => `${BEFORE}${p.html}${AFTER}`
const rows = XSS_PAYLOADS.map((p) => [p.family, p.name, p] as const)

/** A URL value as a browser reads its scheme: controls, spaces, tabs and newlines do not count. */
const schemeOf = (v: string) => /^([a-z][a-z0-9+.-]*):/i.exec(withoutControls(v).replace(/\s/g, ''))?.[1].toLowerCase()
const UNSAFE_SCHEMES = ['javascript', 'vbscript', 'data', 'livescript', 'mocha', 'about', 'blob', 'file']

function elements(nodes: SafeNode[], out: Extract<SafeNode, { type: 'element' }>[] = []) {
  for (const n of nodes) {
    if (n.type === 'element') {
      out.push(n)
      elements(n.children, out)
    }
  }
  return out
}

function richElements(nodes: RichTextNode[], out: { name: string; attrs: Record<string, string> }[] = []) {
  for (const n of nodes) {
    if ('type' in n && n.type === 'text') continue
    const el = n as { name: string; attrs?: Record<string, string>; children?: RichTextNode[] }
    out.push({ name: el.name, attrs: el.attrs ?? {} })
    richElements(el.children ?? [], out)
  }
  return out
}

describe('the corpus', () => {
  it('has at least 50 payloads, every family several, names unique', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50)
    expect(new Set(XSS_PAYLOADS.map((p) => p.name)).size).toBe(XSS_PAYLOADS.length)
    for (const family of XSS_FAMILIES) expect(XSS_PAYLOADS.filter((p) => p.family === family).length).toBeGreaterThanOrEqual(3)
  })

  it('the five hostile article bodies carry every payload once, each ending with its only payload that hides the rest', () => {
    const carried = HOSTILE_BODIES.flatMap((b) => b.payloads)
    expect([...carried].sort()).toEqual(XSS_PAYLOADS.map((p) => p.name).sort())
    for (const b of HOSTILE_BODIES) {
      const swallowing = b.payloads.filter((n) => XSS_PAYLOADS.find((p) => p.name === n)!.swallows)
      expect(swallowing).toEqual([b.payloads[b.payloads.length - 1]])
    }
  })
})

describe.each(rows)('%s: %s', (_family, _name, payload) => {
  const tree = sanitizeHtmlTree(around(payload))

  it('the shared tree keeps allowed tags and attributes only, with safe URLs', () => {
    for (const el of elements(tree)) {
      expect(ALLOWED_TAGS).toContain(el.name)
      for (const [k, v] of Object.entries(el.attrs)) {
        expect(ALLOWED_ATTRS[el.name] ?? []).toContain(k)
        if (k === 'href' || k === 'src') expect(UNSAFE_SCHEMES).not.toContain(schemeOf(v))
      }
    }
  })

  it('the ordinary text around it stays (after it too, unless it hides the rest in browsers as well)', () => {
    const text = treeText(tree)
    expect(text).toContain('前文照常显示')
    if (payload.swallows) expect(text).not.toContain('后文照常显示')
    else expect(text).toContain('后文照常显示')
  })

  it('the HTML written for H5 is read back into the same tree', () => {
    expect(sanitizeHtmlTree(treeToHtml(tree))).toEqual(tree)
  })

  it('the mini-program\'s rich-text nodes carry no script, frame, style sheet, handler or unsafe URL', () => {
    const nodes = treeToRichText(tree, { resolveSrc: (s) => `http://127.0.0.1:3100${s.startsWith('/') ? '' : '/'}${s}` })
    for (const { name, attrs } of richElements(nodes)) {
      expect(ALLOWED_TAGS).toContain(name)
      for (const [k, v] of Object.entries(attrs)) {
        expect(['src', 'alt', 'colspan', 'rowspan', 'start', 'style']).toContain(k)
        if (k === 'style') expect(Object.values(RICH_TEXT_STYLE)).toContain(v)
        if (k === 'src') expect(schemeOf(v)).toMatch(/^https?$/)
      }
    }
  })
})
