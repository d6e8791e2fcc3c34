/**
 * NutUI's icons (@nutui/icons-react-taro, also inside Button, Input, Avatar, Tabbar) render a raw <i>. The
 * mini-program has no template for HTML tags unless @tarojs/plugin-html is on, so WeChat drew nothing
 * ("Template `tmpl_0_i` not found"). A view with the same class and mask style draws them (.nut-icon is inline-block).
 * Imported once from app.tsx, before anything renders. The icons' size (.nut-icon) is imported here too: the weapp
 * build marks the icons' index side-effect free (config/index.ts), which drops the index's own import of it.
 */
import { configure } from '@nutui/icons-react-taro'
import '@nutui/icons-react-taro/dist/style_icon.css'

configure({ tag: 'view' })
