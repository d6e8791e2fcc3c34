/**
 * NutUI's icons (@nutui/icons-react-taro, also inside Button, Input, Avatar, Tabbar) render a raw <i>. The
 * mini-program has no template for HTML tags unless @tarojs/plugin-html is on, so WeChat drew nothing
 * ("Template `tmpl_0_i` not found"). A view with the same class and mask style draws them (.nut-icon is inline-block).
 * Imported once from app.tsx, before anything renders.
 */
import { configure } from '@nutui/icons-react-taro'

configure({ tag: 'view' })
