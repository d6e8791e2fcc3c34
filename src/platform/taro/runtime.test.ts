/**
 * The mini-program runtime fix (runtime.weapp.ts) and what it relies on inside Taro: the runtime asks the
 * `getSpecialNodes` hook when an element gains or loses its last handler, and switches the node to a `static-` or
 * `pure-` template that must exist in Taro's component aliases. Fails when an upgrade renames the hook or when a
 * node left special has no template to switch to.
 */
import fs from 'node:fs'
import path from 'node:path'
import { getComponentsAlias, hooks, internalComponents } from '@tarojs/shared'
import { TaroElement } from '@tarojs/runtime'
import { dropUnreadProps, readByTemplate, SPECIAL_NODES } from './runtime.weapp'

const runtime = fs.readFileSync(path.join(require.resolve('@tarojs/runtime'), '../index.cjs.js'), 'utf8')

it('the hook answers only view', () => {
  expect(hooks.call('getSpecialNodes')).toEqual(['view'])
})

it('every node left special has the templates the runtime switches it to', () => {
  const alias = getComponentsAlias(internalComponents) as Record<string, { _num: string } | undefined>
  for (const node of SPECIAL_NODES) {
    for (const name of [node, `static-${node}`, `pure-${node}`]) expect([name, typeof alias[name]?._num]).toEqual([name, 'string'])
  }
  // The defect it avoids: Taro has no pure-text or pure-image template.
  expect(alias['pure-text']).toBeUndefined()
  expect(alias['pure-image']).toBeUndefined()
})

it("Taro's runtime still reads the hook where it switches templates (removeEventListener, addEventListener, hydrate)", () => {
  const removal = runtime.slice(runtime.indexOf('    removeEventListener(type, handler, sideEffect = true) {'))
  expect(removal.slice(0, 800)).toContain("shared.hooks.call('getSpecialNodes')")
  expect(removal.slice(0, 800)).toMatch(/`pure-\$\{name\}`/)
  expect(runtime.match(/hooks\.call\('getSpecialNodes'\)/g)?.length).toBe(3)
})

it('a node is sent without the props its template does not read, with those it reads and the fields read by name', () => {
  const data: Record<string, unknown> = {
    nn: 'view', sid: '_n1', uid: 'card-1', cn: [], cl: 'card', st: 'color:red', hoverClass: 'tap', ariaBusy: 'false', role: 'button', color: '#333',
  }
  hooks.call('modifyHydrateData', data, {})
  expect(data).toEqual({ nn: 'view', sid: '_n1', uid: 'card-1', cn: [], cl: 'card', st: 'color:red', hoverClass: 'tap' })
  const input: Record<string, unknown> = { nn: 'input', sid: '_n2', value: 'a', focus: true, ariaLabel: 'x' }
  dropUnreadProps(input)
  expect(input).toEqual({ nn: 'input', sid: '_n2', value: 'a', focus: true })
  const custom = { nn: 'some-native-component', sid: '_n3', anything: 1 }
  dropUnreadProps(custom)
  expect(custom.anything).toBe(1)
})

it("Taro's hydrate still hands each node's data to the hook before it renames the props to their aliases", () => {
  const hydrate = runtime.slice(runtime.indexOf('function hydrate(node) {'))
  const hook = hydrate.indexOf("shared.hooks.call('modifyHydrateData', data, node);")
  expect(hook).toBeGreaterThan(0)
  expect(hydrate.indexOf('const componentAlias = componentsAlias[nn];')).toBeGreaterThan(hook)
})

it('a mounted node sends a change of a field its template reads, and not of one it does not (a data-* attribute)', () => {
  expect(readByTemplate('view', 'dataSiteId')).toBe(false)
  expect(readByTemplate('view', 'ariaLabel')).toBe(false)
  for (const field of ['cl', 'st', 'nn', 'cn', '[3]', 'uid']) expect([field, readByTemplate('view', field)]).toEqual([field, true])
  const alias = getComponentsAlias(internalComponents) as Record<string, Record<string, string>>
  expect(readByTemplate('view', alias.view.hoverClass)).toBe(true)
  expect(readByTemplate('some-native-component', 'anything')).toBe(true)

  const sent = jest.fn()
  const view = Object.create(TaroElement.prototype, { nodeName: { value: 'view' }, _root: { value: { enqueueUpdate: sent } } }) as TaroElement
  view.enqueueUpdate({ path: 'root.cn.[0].dataSiteId', value: '7' })
  view.enqueueUpdate({ path: 'root.cn.[0].cl', value: 'article-page' })
  expect(sent.mock.calls).toEqual([[{ path: 'root.cn.[0].cl', value: 'article-page' }]])
})
