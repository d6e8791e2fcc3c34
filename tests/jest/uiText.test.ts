/**
 * One language in the UI: no Latin word in any text catalogue or JSX text outside the allow-list (uiText.ts), and
 * every UI string in a catalogue: a `T` / `*_TEXT` object of the feature, or the spec's rule tables in src/core. The
 * UI layers (components, pages, packages, platform, stores, services) hold no Chinese string of their own.
 */
import fs from 'node:fs'
import path from 'node:path'
import { ALLOWED_LATIN, checkSource, latinWords, type UiTextFinding } from './uiText'

const ROOT = path.resolve(__dirname, '..', '..')
const UI_LAYERS = /^src\/(components|pages|packages|platform|stores|services|custom-tab-bar)\//

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`
    if (e.isDirectory()) return e.name === '__mocks__' ? [] : sourceFiles(rel)
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [rel] : []
  })
}

const findings: UiTextFinding[] = sourceFiles('src').flatMap((f) => checkSource(f, fs.readFileSync(path.join(ROOT, f), 'utf8')))
const show = (f: UiTextFinding) => `${f.file}:${f.line} ${f.text}`

it('no Latin word in a text catalogue, JSX text or a JSX text prop (allow-list: brands, units)', () => {
  expect(findings.filter((f) => f.kind !== 'inline-cjk').map(show)).toEqual([])
})

it('no inline Chinese in the UI layers: every UI string is in a catalogue (move it into the feature\'s *_TEXT)', () => {
  expect(findings.filter((f) => f.kind === 'inline-cjk' && UI_LAYERS.test(f.file)).map(show)).toEqual([])
})

describe('the checker finds what it is for', () => {
  const kinds = (src: string, file = 'src/packages/x/index.tsx') => checkSource(file, src).map((f) => `${f.kind} ${f.text}`)

  it('an English string in a catalogue; a translated one with the spec\'s English in a comment passes', () => {
    expect(kinds("export const X_TEXT = { study: 'study now' } as const")).toEqual(['latin-in-catalogue study now'])
    expect(kinds("export const X_TEXT = { study: '立即学习', // spec: 'study now'\n} as const")).toEqual([])
  })

  it('English JSX text and an English placeholder', () => {
    expect(kinds('const a = <View>go study</View>')).toEqual(['latin-in-jsx go study'])
    expect(kinds('const a = <Input placeholder="code login" />')).toEqual(['latin-in-jsx code login'])
  })

  it('inline Chinese outside a catalogue, in JSX text and in a string', () => {
    expect(kinds('const a = <View>免费</View>')).toEqual(['inline-cjk 免费'])
    expect(kinds("showToast('请选择套餐')")).toEqual(['inline-cjk 请选择套餐'])
    expect(kinds("const X_TEXT = { free: '免费' }\nconst a = <View>{X_TEXT.free}</View>")).toEqual([])
  })

  it('allowed brands, codes and what is never shown pass', () => {
    expect(kinds("const X_TEXT = { app: '下载App', vip: '开通VIP', cpa: 'CPA先锋班' }")).toEqual([])
    expect(kinds("import x from 'some-module'\nconsole.info('share config failed')\nthrow new Error('no in wx')\ntype K = 'study'")).toEqual([])
    expect(latinWords('订单编号：KJ202611242118580018')).toEqual([])
    expect(latinWords('来源：cpa-spring')).toEqual([])
    expect(latinWords('绑定邮箱 l***@example.com')).toEqual([])
    expect(latinWords('send mail@example.com')).toEqual(['send'])
    expect(kinds('const a = <Section extra="more" />')).toEqual(['latin-in-jsx more'])
    expect(kinds('const a = <View className="more-link" data-kind="free" />')).toEqual([])
    expect(latinWords('study now')).toEqual(['study', 'now'])
  })

  it('every allowed word says why', () => {
    expect(Object.entries(ALLOWED_LATIN).filter(([, why]) => !why.trim())).toEqual([])
  })
})
