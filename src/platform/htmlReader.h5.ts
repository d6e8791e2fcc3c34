/**
 * Server HTML read by the browser's own parser (DOMParser: an inert document, in which nothing runs or loads) into
 * the tree the shared allow-list takes (src/core/article/parsedTree.ts). H5's reader: the app's RichHtml and the
 * first screen index.html draws both read article bodies with it, so the two draw the same tree and neither carries
 * a reader in script (the mini-program, which has no DOM, reads with htmlparser2: src/core/article/htmlParse.ts).
 * What may show is the allow-list's either way (src/core/article/allowList.ts).
 */
import { MAX_DEPTH, type ParsedNode } from '@/core/article/parsedTree'

const TEXT = 3
const ELEMENT = 1

/**
 * The DOM's own getters, read from the prototypes once: a hostile body can clobber an element's properties (a
 * `<form>` holding `<input name="attributes">` makes `form.attributes` that input), so the reader never asks the
 * element itself. DOMPurify reads the DOM the same way.
 */
function getter<T>(proto: object, name: string): (node: Node) => T {
  const get = Object.getOwnPropertyDescriptor(proto, name)!.get!
  return (node) => get.call(node) as T
}
let dom: {
  childNodes: (node: Node) => NodeListOf<ChildNode>
  nodeType: (node: Node) => number
  data: (node: Node) => string
  localName: (node: Node) => string
  attributes: (node: Node) => NamedNodeMap
} | undefined
const domGetters = () => (dom ??= {
  childNodes: getter(Node.prototype, 'childNodes'),
  nodeType: getter(Node.prototype, 'nodeType'),
  data: getter(CharacterData.prototype, 'data'),
  localName: getter(Element.prototype, 'localName'),
  attributes: getter(Element.prototype, 'attributes'),
})

function read(nodes: NodeListOf<ChildNode>, depth: number): ParsedNode[] {
  const { childNodes, nodeType, data, localName, attributes } = domGetters()
  const out: ParsedNode[] = []
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i]
    const type = nodeType(node)
    if (type === TEXT) {
      out.push({ type: 'text', text: data(node) })
    } else if (type === ELEMENT) {
      // Deeper nesting is flattened, as the app's reader does.
      if (depth >= MAX_DEPTH) out.push(...read(childNodes(node), depth))
      else {
        const attrs = attributes(node)
        const pairs: [string, string][] = []
        for (let k = 0; k < attrs.length; k++) pairs.push([attrs[k].name, attrs[k].value])
        out.push({ type: 'element', name: localName(node), attrs: pairs, children: read(childNodes(node), depth + 1) })
      }
    }
  }
  return out
}

export function browserTree(html: string): ParsedNode[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body
  return read(domGetters().childNodes(body), 0)
}
