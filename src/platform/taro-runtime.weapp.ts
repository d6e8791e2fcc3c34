/**
 * A fix to Taro 4.2's mini-program runtime, applied before the first page renders (src/app.tsx imports it first).
 *
 * A <Text> or <Image> that loses its last event handler (a footer line that stops being tappable once it retries)
 * makes TaroElement.removeEventListener switch the node to a `pure-text` / `pure-image` template that Taro never
 * generates (its component aliases have only PureView): the React commit throws, and every later tap of the
 * mini-program is dead (NervJS/taro#19453). Only <View> keeps the special static/pure templates here; text and image
 * always use their full template, which costs a few bytes of setData per static text.
 *
 * Pinned by tests/weapp/taroRuntime.test.js (a text dropping its handler on the built app) and
 * src/platform/taro-runtime.test.ts (the hook and the runtime code it relies on).
 */
import { hooks } from '@tarojs/shared'

export const SPECIAL_NODES = ['view']

hooks.tap('getSpecialNodes', () => SPECIAL_NODES)
