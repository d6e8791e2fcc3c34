/**
 * H5's reader of server HTML: the browser's parser into the allow-list's tree, whatever the body does to the
 * elements' own properties (DOM clobbering: in a browser a `<form>` holding `<input name="attributes">` answers
 * `form.attributes` with that input; jsdom does not clobber, so the test makes the form's own properties lie).
 */
import { MAX_DEPTH, type ParsedElement } from '@/core/article/parsedTree'
import { browserTree } from './htmlReader.h5'

it('reads elements with their attributes in order, and text', () => {
  expect(browserTree('<p class="a" title="t&amp;1">前<b>粗</b>后</p>')).toEqual([
    { type: 'element', name: 'p', attrs: [['class', 'a'], ['title', 't&1']], children: [
      { type: 'text', text: '前' },
      { type: 'element', name: 'b', attrs: [], children: [{ type: 'text', text: '粗' }] },
      { type: 'text', text: '后' },
    ] },
  ])
})

it('a form whose own properties are clobbered is read by the DOM\'s getters', () => {
  const lie = { configurable: true, get: () => ({ clobbered: true }) }
  const names = ['attributes', 'childNodes', 'localName', 'nodeType']
  for (const name of names) Object.defineProperty(HTMLFormElement.prototype, name, lie)
  try {
    const [form] = browserTree('<form id="f"><input name="attributes"><i>文字</i></form>') as ParsedElement[]
    expect(form).toEqual({ type: 'element', name: 'form', attrs: [['id', 'f']], children: [
      { type: 'element', name: 'input', attrs: [['name', 'attributes']], children: [] },
      { type: 'element', name: 'i', attrs: [], children: [{ type: 'text', text: '文字' }] },
    ] })
  } finally {
    for (const name of names) delete (HTMLFormElement.prototype as unknown as Record<string, unknown>)[name]
  }
})

it(`nesting deeper than ${MAX_DEPTH} is flattened, its text kept`, () => {
  const depth = MAX_DEPTH + 20
  const tree = browserTree(`${'<span>'.repeat(depth)}深处${'</span>'.repeat(depth)}`)
  let levels = 0
  let node = tree[0] as ParsedElement
  while (node?.type === 'element') {
    levels++
    node = node.children[0] as ParsedElement
  }
  expect(levels).toBe(MAX_DEPTH)
  expect(node).toEqual({ type: 'text', text: '深处' })
})
