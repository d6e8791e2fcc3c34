/**
 * The mini-program's language and icon checks find what they are for: planted trees and stylesheets (no app launch),
 * and the built stylesheet sizes NutUI's icons.
 */
const { latinIn, pageCss, sizesIcons, unsizedIcons } = require('./uiChecks')

function tree(html) {
  const root = document.createElement('wx-view')
  root.innerHTML = html
  return root
}

it('finds an English text, passes Chinese, brands and codes', () => {
  expect(latinIn(tree('<wx-text>study now</wx-text><wx-text>立即学习</wx-text>'))).toEqual(['study now: study, now'])
  expect(latinIn(tree('<wx-text>下载App</wx-text><wx-text>订单编号：KJ202611242118580018</wx-text><wx-text>CPA先锋班</wx-text>'))).toEqual([])
})

it('finds icons that no rule sizes; a .nut-icon rule with width and height passes', () => {
  const icons = tree('<wx-view class="nut-icon nut-icon-Checked"></wx-view>')
  expect(unsizedIcons(icons, '.nut-icon{display:inline-block}.other{width:1px;height:1px}')).toEqual(['nut-icon nut-icon-Checked'])
  expect(unsizedIcons(icons, '.a,.nut-icon{width:var(--nut-icon-width,32rpx);height:var(--nut-icon-height,32rpx)}')).toEqual([])
  expect(unsizedIcons(tree('<wx-view>无图标</wx-view>'), '')).toEqual([])
})

it('the built app stylesheet sizes NutUI icons (it is what every page imports)', () => {
  expect(sizesIcons(pageCss('pages/login/index'))).toBe(true)
})
