/**
 * An HTML body read by the browser's own parser (DOMParser: an inert document, in which nothing runs or loads) into
 * the tree the shared allow-list takes (src/core/article/parsedTree.ts). The first screen reads article bodies so
 * instead of carrying the app's reader (htmlparser2, about 20 KB gzip) in its script; the allow-list, and with it
 * what may show, is the same (src/core/article/allowList.ts).
 */
import { MAX_DEPTH, type ParsedNode } from '@/core/article/parsedTree'

const TEXT = 3
const ELEMENT = 1

function read(nodes: NodeListOf<ChildNode>, depth: number): ParsedNode[] {
  const out: ParsedNode[] = []
  for (const node of nodes) {
    if (node.nodeType === TEXT) {
      out.push({ type: 'text', text: (node as Text).data })
    } else if (node.nodeType === ELEMENT) {
      const el = node as Element
      // Deeper nesting is flattened, as the app's reader does.
      if (depth >= MAX_DEPTH) out.push(...read(el.childNodes, depth))
      else out.push({ type: 'element', name: el.localName, attrs: [...el.attributes].map((a) => [a.name, a.value]), children: read(el.childNodes, depth + 1) })
    }
  }
  return out
}

export function browserTree(html: string): ParsedNode[] {
  return read(new DOMParser().parseFromString(html, 'text/html').body.childNodes, 0)
}
