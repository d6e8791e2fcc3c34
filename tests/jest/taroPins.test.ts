/**
 * What the H5 build relies on inside Taro, pinned: each test fails when an upgrade moves it, naming what to look at.
 */
import fs from 'node:fs'
import path from 'node:path'
import { REM, remScript } from '../../config/rem-script'

const runner = (file: string) => fs.readFileSync(path.join(__dirname, '../../node_modules/@tarojs/webpack5-runner/dist/webpack', file), 'utf8')

describe('the rem script (config/rem-script.ts replaces Taro\'s)', () => {
  const taro = runner('H5WebpackPlugin.js')

  it("Taro's still measures the document's box and takes the smaller side (the reason for the replacement)", () => {
    expect(taro).toContain('e.getBoundingClientRect()')
    expect(taro).toContain('w=Math.min.apply(Math,arr)')
  })

  it("Taro's still sizes 750-wide designs the same: rootValue = baseFontSize / deviceRatio * 2, clamped 20-40 px", () => {
    expect(taro).toMatch(/maxRootSize\) !== null && _b !== void 0 \? _b : 40/)
    expect(taro).toMatch(/minRootSize\) !== null && _c !== void 0 \? _c : 20/)
    expect(taro).toContain('const rootValue = baseFontSize / options.deviceRatio[designWidth] * 2;')
    expect(REM).toEqual({ rootValue: 40, designWidth: 750, max: 40, min: 20 })
  })

  it("Taro still takes htmlPluginOption over its own options (where the replacement goes in)", () => {
    expect(taro).toContain('recursiveMerge)(args, htmlPluginOption)')
  })

  it.each([[375, '20px'], [412, `${(40 * 412) / 750}px`], [768, '40px'], [320, '20px']])('a %i px-wide viewport: %s, whatever the content', (width, size) => {
    const doc = { documentElement: { clientWidth: width, clientHeight: 0, style: { fontSize: '' } } }
    const win = { document: doc, innerWidth: width, innerHeight: 800, addEventListener: () => undefined }
    new Function('window', remScript())(win)
    expect(doc.documentElement.style.fontSize).toBe(size)
  })
})
