/**
 * The HTML reader for server HTML (article bodies, goods introductions): htmlparser2's tokens (pure JS, no DOM: it
 * runs in the mini-program's logic layer too), then a tree with the implied closes that matter for layout (p, li,
 * dt/dd, table rows and cells, a) and the ends of svg and math content a browser makes. It does NOT have to read
 * hostile markup exactly as a browser would: ./safeHtml keeps only allow-listed elements and attributes from the
 * tree and escapes every text and value when it writes them out, so what a browser or rich-text finally reads is
 * what the allow-list let through, whatever this reader made of the input.
 */
import { Parser } from 'htmlparser2'
import { MAX_DEPTH, VOID_ELEMENTS, type ParsedElement, type ParsedNode } from './parsedTree'

export { MAX_DEPTH, VOID_ELEMENTS, type ParsedElement, type ParsedNode, type ParsedText } from './parsedTree'

/**
 * What the tree below is built from: htmlparser2's reading of the HTML (the kept HTML tokenizer: tags and attributes
 * with names in lower case and character references decoded, comments, doctypes and processing instructions left
 * out, a tag cut off by the end of the input dropped), as start, end and text tokens.
 */
type Token =
  | { kind: 'text'; text: string }
  | { kind: 'start'; name: string; attrs: [string, string][] }
  | { kind: 'end'; name: string }

/** Elements whose content is not markup: skipped with their content (none of them is ever allowed). */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'plaintext'])

function tokenize(html: string): Token[] {
  const out: Token[] = []
  /** Inside a raw-text element: its content is skipped up to its end tag. */
  let raw: string | null = null
  const parser = new Parser(
    {
      onopentag(name, attribs, isImplied) {
        if (raw) return
        // htmlparser2 reads </p> and </br> with no p open as an empty p and as a br: the tree's rules read them as a
        // browser does (an end of svg or math content, and a br).
        if (isImplied) {
          if (name === 'p') out.push({ kind: 'end', name })
          if (name === 'br') out.push({ kind: 'start', name, attrs: [] })
          return
        }
        if (RAW_TEXT.has(name)) raw = name
        else out.push({ kind: 'start', name, attrs: Object.entries(attribs) })
      },
      onclosetag(name, isImplied) {
        if (raw) {
          if (name === raw) raw = null
          return
        }
        // htmlparser2's own implied closes (and the end of a void element) are left to the tree's rules below.
        if (!isImplied) out.push({ kind: 'end', name })
      },
      ontext(text) {
        if (raw) return
        const last = out[out.length - 1]
        if (last?.kind === 'text') last.text += text
        else out.push({ kind: 'text', text })
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: false },
  )
  parser.write(html)
  parser.end()
  return out
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
