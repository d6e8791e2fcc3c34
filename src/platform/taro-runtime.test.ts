/**
 * The mini-program runtime fix (taro-runtime.weapp.ts) and what it relies on inside Taro: the runtime asks the
 * `getSpecialNodes` hook when an element gains or loses its last handler, and switches the node to a `static-` or
 * `pure-` template that must exist in Taro's component aliases. Fails when an upgrade renames the hook or when a
 * node left special has no template to switch to.
 */
import fs from 'node:fs'
import path from 'node:path'
import { getComponentsAlias, hooks, internalComponents } from '@tarojs/shared'
import { SPECIAL_NODES } from './taro-runtime.weapp'

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
