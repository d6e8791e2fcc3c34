/**
 * Fixes to Taro 4.2's mini-program runtime, applied before the first page renders (src/app.tsx imports it first).
 *
 * A <Text> or <Image> that loses its last event handler (a footer line that stops being tappable once it retries)
 * makes TaroElement.removeEventListener switch the node to a `pure-text` / `pure-image` template that Taro never
 * generates (its component aliases have only PureView): the React commit throws, and every later tap of the
 * mini-program is dead (NervJS/taro#19453). Only <View> keeps the special static/pure templates here; text and image
 * always use their full template, which costs a few bytes of setData per static text.
 *
 * Pinned by tests/weapp/taroRuntime.test.ts (a text dropping its handler on the built app) and
 * src/platform/taro/runtime.test.ts (the hook and the runtime code it relies on).
 */
import { TaroElement } from '@tarojs/runtime'
import { getComponentsAlias, hooks, internalComponents } from '@tarojs/shared'

export const SPECIAL_NODES = ['view']

hooks.tap('getSpecialNodes', () => SPECIAL_NODES)

/*
 * No setData of a prop no template reads (WeChat's experience score counts it as redundant data). Taro sends every
 * prop a node has; its templates (base.wxml) read a component's known props under their aliases (p0, p1, ...) and
 * the node fields below by name, so the aria-* props, roles and colours NutUI puts on views, which WeChat's <view>
 * never sees, are dropped from the node's data when it is first sent, and a change of such a prop on a mounted node
 * (a data-* attribute given its value once the data came) is not sent at all.
 */
/** The node fields Taro's templates read by name (base.wxml: i.nn, i.sid, i.uid, i.cn, i.cl, i.st, i.v, i.focus). */
export const TEMPLATE_FIELDS = new Set(['nn', 'sid', 'uid', 'cn', 'cl', 'st', 'v', 'focus'])

type Aliases = Record<string, Record<string, string> | undefined>
let aliases: Aliases | null = null

/** Removes from a node's data the props its component's template does not read (none for an unknown component). */
export function dropUnreadProps(data: Record<string, unknown>, known: Aliases = (aliases ??= getComponentsAlias(internalComponents) as Aliases)): void {
  const alias = known[String(data.nn)]
  if (!alias) return
  for (const key of Object.keys(data)) if (!TEMPLATE_FIELDS.has(key) && !(key in alias)) delete data[key]
}

hooks.tap('modifyHydrateData', (data: Record<string, unknown>) => dropUnreadProps(data))

/** Whether a field of a node named `nodeName`, set on the mounted node, is read by its template (yes for unknown nodes). */
export function readByTemplate(nodeName: string, field: string, known: Aliases = (aliases ??= getComponentsAlias(internalComponents) as Aliases)): boolean {
  const alias = known[nodeName]
  if (!alias) return true
  return TEMPLATE_FIELDS.has(field) || /^\[\d+\]$/.test(field) || Object.values(alias).includes(field)
}

type Update = { path?: unknown }
const enqueueUpdate = TaroElement.prototype.enqueueUpdate as (this: TaroElement, payload: Update) => void
TaroElement.prototype.enqueueUpdate = function (this: TaroElement, payload: Update) {
  const path = payload?.path
  if (typeof path === 'string' && !readByTemplate(this.nodeName, path.slice(path.lastIndexOf('.') + 1))) return
  enqueueUpdate.call(this, payload)
} as typeof TaroElement.prototype.enqueueUpdate
