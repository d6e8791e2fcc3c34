/**
 * A small HTML reader for server HTML (article bodies, goods introductions): tokens, then a tree with the few
 * implied closes that matter for layout (p, li, dt/dd, table rows and cells, a). Pure, no DOM: the mini-program's
 * logic layer has none. It does NOT have to read hostile markup exactly as a browser would: ./safeHtml keeps only
 * allow-listed elements and attributes from the tree and escapes every text and value when it writes them out, so
 * what a browser or rich-text finally reads is what the allow-list let through, whatever this reader made of the
 * input.
 */

export interface ParsedText {
  type: 'text'
  text: string
}

export interface ParsedElement {
  type: 'element'
  /** Lower-case tag name. */
  name: string
  /** Attributes in source order, names lower-case, values with character references decoded. */
  attrs: [string, string][]
  children: ParsedNode[]
}

export type ParsedNode = ParsedText | ParsedElement

type Token =
  | { kind: 'text'; text: string }
  | { kind: 'start'; name: string; attrs: [string, string][] }
  | { kind: 'end'; name: string }

/** Elements whose content is not markup: skipped with their content (none of them is ever allowed). */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'plaintext'])
export const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr'])
/** Deeper nesting is flattened (a body nested thousands deep must not overflow the stack). */
export const MAX_DEPTH = 100

const NAMED_REFS: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', Tab: '\t', NewLine: '\n', sol: '/',
  lpar: '(', rpar: ')', semi: ';', comma: ',', period: '.', excl: '!', quest: '?', num: '#', percnt: '%', equals: '=',
  copy: '©', reg: '®', trade: '™', hellip: '…', mdash: '—', ndash: '–', lsquo: '‘', rsquo: '’', ldquo: '“',
  rdquo: '”', middot: '·', bull: '•', times: '×', divide: '÷', deg: '°', plusmn: '±', yen: '¥', euro: '€',
  laquo: '«', raquo: '»', rarr: '→', larr: '←', ensp: '\u2002', emsp: '\u2003', thinsp: '\u2009',
}

function fromCodePoint(code: number): string {
  if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd'
  return String.fromCodePoint(code)
}

/** Decodes character references (&amp; &#106; &#x6A; with or without the semicolon); unknown names stay as written. */
export function decodeEntities(s: string): string {
  if (!s.includes('&')) return s
  return s.replace(/&(#[xX][0-9a-fA-F]{1,8}|#[0-9]{1,9}|[a-zA-Z][a-zA-Z0-9]{1,31});?/g, (whole, ref: string) => {
    if (ref[0] === '#') return fromCodePoint(ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10))
    return NAMED_REFS[ref] ?? whole
  })
}

const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f'
const isLetter = (c: string | undefined) => !!c && /[a-zA-Z]/.test(c)

function tokenize(html: string): Token[] {
  const out: Token[] = []
  const n = html.length
  let i = 0
  const text = (s: string) => {
    if (s) out.push({ kind: 'text', text: decodeEntities(s) })
  }
  const skipPast = (marker: string, from: number) => {
    const end = html.indexOf(marker, from)
    return end < 0 ? n : end + marker.length
  }
  while (i < n) {
    const lt = html.indexOf('<', i)
    if (lt < 0) {
      text(html.slice(i))
      break
    }
    text(html.slice(i, lt))
    i = lt
    const next = html[i + 1]
    if (html.startsWith('<!--', i)) {
      i = skipPast('-->', i + 4)
    } else if (next === '!' || next === '?') {
      i = skipPast('>', i + 2)
    } else if (next === '/') {
      if (!isLetter(html[i + 2])) {
        i = skipPast('>', i + 2)
        continue
      }
      let j = i + 2
      while (j < n && !isSpace(html[j]) && html[j] !== '/' && html[j] !== '>') j++
      out.push({ kind: 'end', name: html.slice(i + 2, j).toLowerCase() })
      i = skipPast('>', j)
    } else if (isLetter(next)) {
      const tag = readStartTag(html, i)
      if (!tag) break // a tag cut off by the end of the input is dropped, as browsers do
      i = tag.end
      if (RAW_TEXT.has(tag.name)) {
        const close = new RegExp(`</${tag.name}(?=[\\s/>]|$)`, 'ig')
        close.lastIndex = i
        const m = close.exec(html)
        i = m ? skipPast('>', m.index + 2) : n
        continue
      }
      out.push({ kind: 'start', name: tag.name, attrs: tag.attrs })
    } else {
      text('<')
      i += 1
    }
  }
  return out
}

function readStartTag(html: string, start: number): { name: string; attrs: [string, string][]; end: number } | null {
  const n = html.length
  let i = start + 1
  while (i < n && !isSpace(html[i]) && html[i] !== '/' && html[i] !== '>') i++
  const name = html.slice(start + 1, i).toLowerCase()
  const attrs: [string, string][] = []
  for (;;) {
    while (i < n && (isSpace(html[i]) || html[i] === '/')) i++
    if (i >= n) return null
    if (html[i] === '>') return { name, attrs, end: i + 1 }
    const nameStart = i
    i++ // the first character may be '=' (an odd but legal attribute name)
    while (i < n && !isSpace(html[i]) && html[i] !== '/' && html[i] !== '>' && html[i] !== '=') i++
    const attrName = html.slice(nameStart, i).toLowerCase()
    let j = i
    while (j < n && isSpace(html[j])) j++
    let value = ''
    if (html[j] === '=') {
      j++
      while (j < n && isSpace(html[j])) j++
      const q = html[j]
      if (q === '"' || q === "'") {
        const close = html.indexOf(q, j + 1)
        if (close < 0) return null
        value = html.slice(j + 1, close)
        j = close + 1
      } else {
        const from = j
        while (j < n && !isSpace(html[j]) && html[j] !== '>') j++
        value = html.slice(from, j)
      }
      i = j
    }
    if (!attrs.some(([a]) => a === attrName)) attrs.push([attrName, decodeEntities(value)])
  }
}

const SCOPE = ['table', 'td', 'th', 'caption', 'html', 'template', 'applet', 'marquee', 'object', 'button']
const CLOSES_P = new Set([
  'address', 'article', 'aside', 'blockquote', 'center', 'details', 'dialog', 'dir', 'div', 'dl', 'fieldset', 'figcaption',
  'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'li', 'main', 'menu', 'nav',
  'ol', 'p', 'pre', 'section', 'summary', 'table', 'ul', 'dd', 'dt',
])

/**
 * Start tags that end SVG or MathML content in a browser (the HTML standard's "in foreign content" list): the open
 * svg or math closes and the tag is read as HTML, as is `font` with color, face or size. Without this an unclosed
 * `<svg onload=...>` would take the rest of the article with it (svg is dropped with its content) while a browser
 * shows that rest.
 */
const ENDS_FOREIGN = new Set([
  'b', 'big', 'blockquote', 'body', 'br', 'center', 'code', 'dd', 'div', 'dl', 'dt', 'em', 'embed', 'h1', 'h2', 'h3',
  'h4', 'h5', 'h6', 'head', 'hr', 'i', 'img', 'li', 'listing', 'menu', 'meta', 'nobr', 'ol', 'p', 'pre', 'ruby', 's',
  'small', 'span', 'strong', 'strike', 'sub', 'sup', 'table', 'tt', 'u', 'ul', 'var',
])
/** Elements inside svg or math whose content is HTML again (integration points). */
const INTEGRATION_POINTS = new Set(['foreignobject', 'desc', 'title', 'mi', 'mo', 'mn', 'ms', 'mtext', 'annotation-xml'])

/** Builds the tree from the tokens. */
export function parseHtml(html: string): ParsedNode[] {
  const root: ParsedElement = { type: 'element', name: '#root', attrs: [], children: [] }
  const stack: ParsedElement[] = [root]
  const top = () => stack[stack.length - 1]

  /** Closes the innermost svg or math when HTML is being read inside it (no integration point opened since). */
  const leaveForeign = () => {
    for (let k = stack.length - 1; k > 0; k--) {
      if (INTEGRATION_POINTS.has(stack[k].name)) return
      if (stack[k].name === 'svg' || stack[k].name === 'math') {
        stack.length = k
        return
      }
    }
  }

  /** Closes the nearest open `names` element unless a boundary element is opened after it. */
  const closeOpen = (names: string[], boundaries: string[]) => {
    for (let k = stack.length - 1; k > 0; k--) {
      if (names.includes(stack[k].name)) {
        stack.length = k
        return
      }
      if (boundaries.includes(stack[k].name)) return
    }
  }

  for (const token of tokenize(html ?? '')) {
    if (token.kind === 'text') {
      top().children.push({ type: 'text', text: token.text })
      continue
    }
    const { name } = token
    const fontLike = name === 'font' && token.kind === 'start' && token.attrs.some(([a]) => a === 'color' || a === 'face' || a === 'size')
    if ((token.kind === 'start' && ENDS_FOREIGN.has(name)) || fontLike || (token.kind === 'end' && (name === 'p' || name === 'br'))) leaveForeign()
    if (token.kind === 'end') {
      for (let k = stack.length - 1; k > 0; k--) {
        if (stack[k].name === name) {
          stack.length = k
          break
        }
      }
      continue
    }
    if (CLOSES_P.has(name)) closeOpen(['p'], SCOPE)
    if (name === 'li') closeOpen(['li'], ['ul', 'ol', ...SCOPE])
    if (name === 'dt' || name === 'dd') closeOpen(['dt', 'dd'], ['dl', ...SCOPE])
    if (name === 'a') closeOpen(['a'], SCOPE)
    if (name === 'td' || name === 'th') closeOpen(['td', 'th'], ['tr', 'table'])
    if (name === 'tr') closeOpen(['td', 'th', 'tr'], ['table', 'thead', 'tbody', 'tfoot'])
    if (name === 'thead' || name === 'tbody' || name === 'tfoot') closeOpen(['thead', 'tbody', 'tfoot'], ['table'])
    const el: ParsedElement = { type: 'element', name, attrs: token.attrs, children: [] }
    top().children.push(el)
    if (!VOID_ELEMENTS.has(name) && stack.length <= MAX_DEPTH) stack.push(el)
  }
  return root.children
}
