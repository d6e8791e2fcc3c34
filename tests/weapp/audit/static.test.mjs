// The static audit's rules on planted defects (node --test; static.mjs runs it before reading the build) and the build's
// wxss rewrite (config/postcss-weapp.js) that makes the wxss rules pass.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import postcss from 'postcss'
import { activeSelectors, scrollWithoutInertia, styleRules, unpaddedBottomBars, wxssUsage } from './static-wxss.mjs'
import { originsIn, isLocal, picturesWithoutMode, reachedBy } from './static-source.mjs'

const weappAudit = createRequire(import.meta.url)('../../../config/postcss-weapp.js')

test('scrolling rules without inertia are found, by selector', () => {
  const rules = styleRules('.a{overflow-y:auto}.b{overflow:scroll;-webkit-overflow-scrolling:touch}.c{overflow:hidden}.d{overflow-x:scroll}.d{-webkit-overflow-scrolling:touch}')
  assert.deepEqual(scrollWithoutInertia(rules), ['.a'])
})

test(':active selectors are found, one of several in a rule too', () => {
  assert.deepEqual(activeSelectors(styleRules('.x:active::before{opacity:.1}.y,.z:active{color:red}.w{color:red}')), ['.x:active::before', '.z:active'])
})

test('fixed bottom bars without the inset are found; padded ones, overlays and raised buttons are not', () => {
  const rules = styleRules([
    '.bar{position:fixed;bottom:0;left:0;right:0}',
    '.ok{position:fixed;bottom:0;padding-bottom:env(safe-area-inset-bottom)}',
    '.calc{position:fixed;bottom:0rpx;padding:0 0 calc(16rpx + env(safe-area-inset-bottom))}',
    '.overlay{position:fixed;top:0;bottom:0;height:100%}',
    '.float{position:fixed;bottom:120rpx}',
    '.top{position:fixed;top:0}',
    '.nut-tabbar-fixed{position:fixed;bottom:0}',
  ].join(''))
  assert.deepEqual(unpaddedBottomBars(rules).map((b) => b.selector), ['.bar', '.nut-tabbar-fixed'])
  const withSafeArea = styleRules('.nut-tabbar-fixed{position:fixed;bottom:0}.nut-safe-area-position-bottom{padding-bottom:env(safe-area-inset-bottom)}')
  assert.deepEqual(unpaddedBottomBars(withSafeArea), [])
})

test("wxss usage: a class no code names is unused; literal bases, blocks and NutUI's prefixes count as used", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-audit-'))
  const write = (f, s) => {
    fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true })
    fs.writeFileSync(path.join(dir, f), s)
  }
  write('app.wxss', '.used{color:red}.never-named{color:red}.nut-button-primary{color:red}')
  write('app.js', 'var a="used";var p="nut-button";x("".concat(p,"-").concat(t))')
  write('packages/a/index.wxss', '.card__status--paid{color:red}.stats__item{color:red}.gone__x{color:red}')
  write('packages/a/index.js', 'var s="card__status--".concat(k);var b="stats";var e="__item"')
  try {
    const [main, sub] = wxssUsage(dir, ['packages/a'])
    assert.deepEqual([main.used, main.selectors, main.unusedSelectors], [2, 3, ['app.wxss: .never-named']])
    assert.deepEqual([sub.used, sub.selectors, sub.unusedSelectors], [2, 3, ['packages/a/index.wxss: .gone__x']])
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

test('pictures without a ratio-keeping mode are found (Taro Image, NutUI Avatar with a src)', () => {
  const code = [
    "import { Image as Pic } from '@tarojs/components'",
    "import { Avatar } from '@nutui/nutui-react-taro'",
    'export const A = () => <>',
    '  <Pic src="a" />',
    '  <Pic src="b" mode="scaleToFill" />',
    '  <Pic src="c" mode="aspectFill" />',
    '  <Pic src="d" mode={"widthFix"} />',
    '  <Avatar src="e" />',
    '  <Avatar icon="f" />',
    '</>',
  ].join('\n')
  assert.deepEqual(picturesWithoutMode('x.tsx', code), [
    { line: 4, what: 'Image without a mode' },
    { line: 5, what: 'Image mode="scaleToFill"' },
    { line: 8, what: 'NutUI Avatar without a mode' },
  ])
})

test('a page is reached by link(), PATHS, an alias, a typed page table or its page path; not by a look-alike', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-reach-'))
  const file = (name, text) => {
    fs.writeFileSync(path.join(dir, name), text)
    return path.join(dir, name)
  }
  try {
    const files = [
      file('a.ts', "navigateTo(link('myOrder', { tagStatus: 1 }))"),
      file('b.ts', 'redirectTo(NOT_FOUND_URL)'),
      file('c.ts', "import type { PathName } from './links'\nconst T = { 2: 'cpaPioneer2' } satisfies Record<number, PathName>"),
      file('d.ts', "const WEB = '/packages/order/webPage/index'"),
      file('e.ts', "const notALink = 'cpaPioneer3'"),
    ]
    assert.equal(reachedBy(files, dir, ['myOrder'], 'packages/order/myOrder/index').length, 1)
    assert.equal(reachedBy(files, dir, ['notFound'], 'pages/notFound/index', { NOT_FOUND_URL: 'notFound' }).length, 1)
    assert.equal(reachedBy(files, dir, ['cpaPioneer2'], 'packages/topic/cpaPioneer2/index').length, 1)
    assert.equal(reachedBy(files, dir, ['webPage'], 'packages/order/webPage/index').length, 1)
    assert.deepEqual(reachedBy(files, dir, ['cpaPioneer3'], 'packages/topic/cpaPioneer3/index'), [])
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

test('plain http hosts are told from loopback sandbox defaults', () => {
  const origins = originsIn('a http://127.0.0.1:3100/api b https://api.example.com/x c http://cdn.example.com/y')
  assert.deepEqual(origins.filter((o) => o.startsWith('http:') && !isLocal(o)), ['http://cdn.example.com'])
})

test("config/postcss-weapp.js: :active becomes the button's hover class or goes; scrolling rules get inertia", async () => {
  const css = '.nut-button:active::before{opacity:.1}.nut-cell:active::before{opacity:.1}.a,.nut-dialog-close:active{color:red}.s{overflow-y:auto}.t{overflow:scroll;-webkit-overflow-scrolling:touch}'
  const out = (await postcss([weappAudit()]).process(css, { from: undefined })).css
  const rules = styleRules(out)
  assert.deepEqual(activeSelectors(rules), [])
  assert.deepEqual(scrollWithoutInertia(rules), [])
  assert.deepEqual(rules.map((r) => r.selector), ['.nut-button.button-hover::before', '.a', '.s', '.t'])
})
