/**
 * The shared allow-list (the product's rule: "on H5 it is sanitised with DOMPurify before it is inserted; in the mini-program it
 * is rendered through RichText nodes built from the same sanitised HTML"): the reader, the allow-list, the writers.
 */
import { HOSTILE_BODIES } from '../../../server/db/corpus/newsHostile'
import { parseHtml } from './htmlParse'
import { safeUrl, sanitizeHtmlTree, withoutControls, treeText, treeToHtml, treeToRichText, type RichTextNode, type SafeNode } from './safeHtml'

const clean = (html: string) => treeToHtml(sanitizeHtmlTree(html))

describe('character references', () => {
  it.each([
    ['a &amp; b', 'a & b'],
    ['&lt;p&gt;', '<p>'],
    ['&#106;&#x61;&#X76;', 'jav'],
    ['&#106&#97', 'ja'],
    ['jav&#x09;ascript&colon;', 'jav\tascript:'],
    ['&nbsp;', '\u00a0'],
    ['&unknown; &', '&unknown; &'],
    ['&#0;&#xD800;', '\ufffd\ufffd'],
  ])('%p reads %p', (s, text) => {
    expect(parseHtml(s)).toEqual([{ type: 'text', text }])
  })
})

describe('URLs', () => {
  const LINK = ['http', 'https', 'mailto', 'tel']
  it.each<[string, string | null]>([
    ['https://a.example/x', 'https://a.example/x'],
    ['/article/10101', '/article/10101'],
    ['images/a.png', 'images/a.png'],
    ['#top', '#top'],
    ['mailto:a@b.c', 'mailto:a@b.c'],
    ['javascript:alert(1)', null],
    ['JaVaScRiPt:alert(1)', null],
    ['  javascript:void(0)', null],
    ['jav\tascript:alert(1)', null],
    ['java\u0000script:alert(1)', null],
    ['data:text/html;base64,PHNjcmlwdD4=', null],
    ['vbscript:x', null],
    ['', null],
  ])('link %p keeps %p', (url, kept) => {
    expect(safeUrl(url, LINK)).toBe(kept)
  })
  it('images: http(s) and relative only', () => {
    expect(safeUrl('mailto:a@b.c', ['http', 'https'])).toBeNull()
    expect(safeUrl('data:image/png;base64,AAAA', ['http', 'https'])).toBeNull()
    expect(safeUrl('/media/cover/a.png?w=1&h=2', ['http', 'https'])).toBe('/media/cover/a.png?w=1&h=2')
  })
})

describe('allow-list', () => {
  it.each([
    ['keeps article markup', '<h2>标题</h2><p>正文<strong>重点</strong></p><ul><li>一</li><li>二</li></ul>', '<h2>标题</h2><p>正文<strong>重点</strong></p><ul><li>一</li><li>二</li></ul>'],
    ['drops script with its content', '<p>a</p><script>alert(1)</script><p>b</p>', '<p>a</p><p>b</p>'],
    ['drops upper-case and unclosed scripts', '<p>a</p><SCRIPT SRC="x.js"></SCRIPT><script>never closed', '<p>a</p>'],
    ['drops event handlers, style, class and id', '<p onclick="x()" style="color:red" class="c" id="i">t</p>', '<p>t</p>'],
    ['unwraps unknown elements, keeping their text', '<font color="red"><center>居中</center></font><details><summary>展开</summary></details>', '居中展开'],
    ['drops iframe, object, embed, svg, math, style, meta, base, link', '<iframe src="x"></iframe><object data="x">o</object><embed src="x"><svg><text>s</text></svg><math><mi>m</mi></math><style>p{}</style><meta http-equiv="refresh"><base href="x"><link rel="x">ok', 'ok'],
    ['drops forms\' controls, keeps the button\'s text', '<form action="x"><input value="v"><button>提交</button><select><option>o</option></select></form>', '提交'],
    ['keeps safe links, strips dangerous ones', '<a href="/a">站内</a><a href="javascript:x">坏</a><a href="https://x.example/">站外</a>', '<a href="/a">站内</a><a>坏</a><a href="https://x.example/">站外</a>'],
    ['images need a safe src', '<img src="/media/a.png" alt="图" onerror="x"><img src="javascript:x"><img>', '<img src="/media/a.png" alt="图">'],
    // The size keeps the image's room before it loads (no layout shift): given, or read from the media URL's w and h.
    ['images keep a size in whole pixels', '<img src="/a.png" width="750" height="420"><img src="/b.png" width="100%" height="0"><img src="/c.png" width="20">', '<img src="/a.png" width="750" height="420"><img src="/b.png"><img src="/c.png" width="20">'],
    ['an image takes its size from the media URL', '<img src="/media/cover/a.png?w=750&h=420">', '<img src="/media/cover/a.png?w=750&amp;h=420" width="750" height="420">'],
    ['a size given in the HTML wins over the URL', '<img src="/a.png?w=750&h=420" width="375" height="210">', '<img src="/a.png?w=750&amp;h=420" width="375" height="210">'],
    ['no size from a URL with only one of w and h, or a bad one', '<img src="/a.png?w=750"><img src="/b.png?w=0&h=420"><img src="/c.png?w=75x&h=4">', '<img src="/a.png?w=750"><img src="/b.png?w=0&amp;h=420"><img src="/c.png?w=75x&amp;h=4">'],
    ['table cells keep colspan/rowspan as numbers only', '<table><tr><td colspan="2" rowspan="x">c</td></tr></table>', '<table><tbody><tr><td colspan="2">c</td></tr></tbody></table>'],
    ['rows outside a section go into tbody; stray content goes before the table', '<table>说明<tr><td>a</td></tr><thead><tr><th>h</th></tr></thead></table>', '说明<table><tbody><tr><td>a</td></tr></tbody><thead><tr><th>h</th></tr></thead></table>'],
    ['implied closes: p, li', '<p>一<p>二<ul><li>a<li>b</ul>', '<p>一</p><p>二</p><ul><li>a</li><li>b</li></ul>'],
    ['comments and doctype go', '<!DOCTYPE html><!-- c --><p>t</p><?php x ?>', '<p>t</p>'],
    ['text is escaped on the way out', '<p>a &lt;script&gt; &amp; b</p>', '<p>a &lt;script&gt; &amp; b</p>'],
    ['a lone < stays text', '<p>1 < 2</p>', '<p>1 &lt; 2</p>'],
    ['attribute values are escaped', '<img src="/a.png" alt="&quot;><script>x</script>">', '<img src="/a.png" alt="&quot;&gt;&lt;script&gt;x&lt;/script&gt;">'],
    ['a tag cut off at the end is dropped', '<p>t</p><img src="/a.png" onerror="x', '<p>t</p>'],
    // svg and math end where a browser ends them: an HTML start tag (or </p>, </br>, font with color) closes them.
    ['an unclosed svg ends at the next paragraph', '<svg onload=x><text>s</text><p>后文</p>', '<p>后文</p>'],
    ['</p> inside svg closes it', '<svg></p><style><a id="</style><img src=1 onerror=x>"></style></svg>', '<img src="1">"&gt;'],
    ['font with color ends math', '<math><mi>m</mi><font color="red">字</font>', '字'],
    ['HTML inside an integration point stays inside (dropped with it)', '<svg><foreignObject><p>内</p></foreignObject></svg><math><mi><b>x</b></mi></math>后', '后'],
  ])('%s', (_n, html, out) => {
    expect(clean(html)).toBe(out)
  })

  it('flattens absurd nesting instead of overflowing', () => {
    const html = '<div>'.repeat(5000) + 'deep' + '</div>'.repeat(5000)
    expect(treeText(sanitizeHtmlTree(html))).toBe('deep')
  })

  it('reads nothing from null or empty input', () => {
    expect(sanitizeHtmlTree(null)).toEqual([])
    expect(parseHtml('')).toEqual([])
  })
})

/** Every element and attribute of a rich-text node list. */
function walk(nodes: RichTextNode[], visit: (name: string, attrs: Record<string, string>) => void) {
  for (const n of nodes) {
    if ('type' in n && n.type === 'text') continue
    const el = n as { name: string; attrs?: Record<string, string>; children?: RichTextNode[] }
    visit(el.name, el.attrs ?? {})
    walk(el.children ?? [], visit)
  }
}

const richTextOf = (nodes: RichTextNode[]): string =>
  nodes.map((n) => ('type' in n && n.type === 'text' ? n.text : richTextOf((n as { children?: RichTextNode[] }).children ?? []))).join('')

describe('mini-program rich-text nodes', () => {
  it('images scale to the width, tables scroll sideways, sources resolve', () => {
    const nodes = treeToRichText(sanitizeHtmlTree('<p><img src="/media/a.png" alt="a"></p><table><tr><td>x</td></tr></table>'), {
      resolveSrc: (s) => `http://api.example${s}`,
    })
    expect(nodes).toEqual([
      { name: 'p', attrs: {}, children: [{ name: 'img', attrs: { src: 'http://api.example/media/a.png', alt: 'a', style: expect.stringContaining('max-width:100%') } }] },
      {
        name: 'table',
        attrs: { style: expect.stringContaining('overflow-x:auto') },
        children: [{ name: 'tbody', attrs: {}, children: [{ name: 'tr', attrs: {}, children: [{ name: 'td', attrs: { style: expect.any(String) }, children: [{ type: 'text', text: 'x' }] }] }] }],
      },
    ])
  })

  it('links are inert there (no href); text is written with references', () => {
    expect(treeToRichText(sanitizeHtmlTree('<a href="https://x.example">a &amp; &lt;b&gt;</a>'))).toEqual([
      { name: 'a', attrs: {}, children: [{ type: 'text', text: 'a &amp; &lt;b&gt;' }] },
    ])
  })

  it.each(HOSTILE_BODIES.map((b) => [b.attack, b] as const))('hostile body "%s": no script, frame, object, handler or javascript: URL; its text kept', (_a, body) => {
    const nodes = treeToRichText(sanitizeHtmlTree(body.html))
    walk(nodes, (name, attrs) => {
      expect(['script', 'iframe', 'object', 'embed', 'svg', 'style', 'meta', 'base', 'link', 'form', 'input', 'noscript']).not.toContain(name)
      for (const [k, v] of Object.entries(attrs)) {
        expect(k).not.toMatch(/^on/i)
        expect(['src', 'alt', 'colspan', 'rowspan', 'start', 'style']).toContain(k)
        expect(withoutControls(v).replace(/\s/g, '')).not.toMatch(/javascript:|data:|expression\(|url\(/i)
      }
    })
    expect(richTextOf(nodes)).toContain(body.keep)
  })
})

it('the tree is the same for both platforms: the HTML written for H5 reads back into it', () => {
  for (const { html } of HOSTILE_BODIES) {
    const tree: SafeNode[] = sanitizeHtmlTree(html)
    expect(sanitizeHtmlTree(treeToHtml(tree))).toEqual(tree)
  }
})
