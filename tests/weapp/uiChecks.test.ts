/**
 * The mini-program's language and icon checks find what they are for: planted trees and stylesheets (no app launch),
 * and the built stylesheet, whole and with NutUI's icon rule taken out.
 */
import { latinIn, pageCss, unsizedIcons } from './uiChecks'

function tree(html: string) {
  const root = document.createElement('wx-view')
  root.innerHTML = html
  return root
}

it('finds an English text, passes Chinese, brands and codes', () => {
  expect(latinIn(tree('<wx-text>study now</wx-text><wx-text>立即学习</wx-text>'))).toEqual(['study now: study, now'])
  expect(latinIn(tree('<wx-text>下载App</wx-text><wx-text>订单编号：KJ202611242118580018</wx-text><wx-text>CPA先锋班</wx-text>'))).toEqual([])
})

it('reads text nodes only: an English attribute is not text', () => {
  expect(latinIn(tree('<wx-view class="study-now" data-x="free">免费</wx-view>'))).toEqual([])
})

it('finds icons that no rule sizes; a .nut-icon rule with width and height passes', () => {
  const icons = tree('<wx-view class="nut-icon nut-icon-Checked"></wx-view>')
  expect(unsizedIcons(icons, '.nut-icon{display:inline-block}.other{width:1px;height:1px}')).toEqual(['view.nut-icon.nut-icon-Checked: no width, no height'])
  expect(unsizedIcons(icons, '.a,.nut-icon{width:var(--nut-icon-width,32rpx);height:var(--nut-icon-height,32rpx)}')).toEqual([])
  expect(unsizedIcons(tree('<wx-view>无图标</wx-view>'), '')).toEqual([])
})

it('the declaration that wins counts: a later or more specific zero size, a pseudo-element, an inline size', () => {
  const icon = tree('<wx-view class="box"><wx-view class="nut-icon nut-icon-Star"></wx-view></wx-view>')
  const sized = '.nut-icon{width:16px;height:16px}'
  expect(unsizedIcons(icon, `${sized}.box .nut-icon{width:auto}`)).toEqual(['view.nut-icon.nut-icon-Star: no width'])
  expect(unsizedIcons(icon, `@media (min-width:1px){.nut-icon{height:0}}${sized}`)).toEqual([])
  expect(unsizedIcons(icon, `${sized}@media (min-width:1px){.nut-icon{height:0}}`)).toEqual(['view.nut-icon.nut-icon-Star: no height'])
  expect(unsizedIcons(icon, '.nut-icon::before{width:16px;height:16px}')).toEqual(['view.nut-icon.nut-icon-Star: no width, no height'])
  expect(unsizedIcons(icon, 'page .nut-icon, view.nut-icon{width:16px;height:16px}')).toEqual([])
  const inline = tree('<wx-view class="nut-icon" style="width: 18px; height: 18px"></wx-view>')
  expect(unsizedIcons(inline, '')).toEqual([])
})

it('checks the checkbox and radio icons, and counts icons that share a selector', () => {
  const boxes = tree('<wx-view class="nut-checkbox-icon"></wx-view><wx-view class="nut-checkbox-icon"></wx-view><wx-view class="nut-radio-icon"></wx-view>')
  expect(unsizedIcons(boxes, '.nut-radio-icon{width:1px;height:1px}')).toEqual(['view.nut-checkbox-icon: no width, no height (2 icons)'])
})

describe('the built stylesheet (dist/weapp)', () => {
  // What NutUI's Checkbox and an icon render in the mini-program (src/platform/icons.weapp.ts makes icons views).
  const drawn = () => tree('<wx-view class="nut-checkbox"><wx-view class="nut-icon nut-icon-CheckNormal nut-checkbox-icon"></wx-view></wx-view><wx-view class="nut-icon nut-icon-Search"></wx-view>')

  it('sizes NutUI icons and the checkbox icon on a page', () => {
    expect(unsizedIcons(drawn(), pageCss('packages/goods/courseSelect/index'))).toEqual([])
  })

  it('without NutUI icon rule (the lost icon stylesheet), every icon is reported', () => {
    const css = pageCss('packages/goods/courseSelect/index')
    const lost = css.replace(/(^|})\.nut-icon\{[^}]*\}/g, '$1')
    expect(lost).not.toBe(css)
    expect(unsizedIcons(drawn(), lost)).toEqual([
      'view.nut-icon.nut-icon-CheckNormal.nut-checkbox-icon: no width, no height',
      'view.nut-icon.nut-icon-Search: no width, no height',
    ])
  })
})
