/**
 * The mini-program audit's report: merges the parts' rows (test-results/weapp-audit/<part>.json: runtime, static,
 * layout) into a page x rule table, a summary per rule, the rules not measurable here with their reasons, and the
 * overall score with the weights WeChat publishes for its experience score (体验评分, 评分方法: each rule scores 100
 * when met and 0 when not; the total is the weighted mean, rules of weight 0 are hints that do not count). A rule
 * counts as met when every measured row passes; a rule no part could measure is left out of the mean and named.
 * Writes test-results/weapp-audit/report.md; `--write-docs` also replaces the marked section of docs/performance.md.
 * Exits 1 when a row failed or a part crashed.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const DIR = path.join(ROOT, 'test-results', 'weapp-audit')
const DOCS = path.join(ROOT, 'docs', 'performance.md')
const START = '<!-- weapp-audit:start -->'
const END = '<!-- weapp-audit:end -->'
const HEADING = '## The mini-program as WeChat grades it'

/**
 * WeChat's rules and weights (developers.weixin.qq.com/miniprogram/dev/framework/audits/scoring), with the row ids
 * that measure each here. The published table has 28 rows (窗口变化适配 came after the "27 rules" of its text).
 */
export const WECHAT_RULES = [
  ['performance', '脚本执行时间', 7, ['script-time']],
  ['performance', '首屏时间', 6, ['first-screen']],
  ['performance', '渲染时间', 6, ['render-time']],
  ['performance', 'setData 调用频率', 6, ['setdata-rate']],
  ['performance', 'setData 数据大小', 6, ['setdata-size']],
  ['performance', 'WXML 节点数', 6, ['nodes', 'depth', 'children']],
  ['performance', '请求耗时', 5, ['request-time']],
  ['performance', '网络请求数', 5, ['request-concurrency']],
  ['performance', '图片请求数', 5, ['picture-count']],
  // The layout part's request-cache rows check the pictures' cache headers with the other GETs a client may keep.
  ['performance', '图片缓存', 4, ['picture-cache', 'request-cache']],
  ['performance', '图片大小', 4, ['picture-size']],
  ['performance', '网络请求缓存', 2, ['request-cache']],
  ['experience', '开启惯性滚动', 8, ['scroll-inertia']],
  ['experience', '避免使用 :active 伪类来实现点击态', 8, ['hover-class']],
  ['experience', '保持图片大小比例', 4, ['picture-mode']],
  ['experience', '可点击元素的响应区域', 3, ['tap-target']],
  ['experience', 'iPhone X 兼容', 3, ['safe-area']],
  ['experience', '窗口变化适配', 3, ['window-resize']],
  ['experience', '合理的颜色搭配', 0, ['colour-contrast']],
  ['best practice', '避免 JS 异常', 3, ['js-exception']],
  ['best practice', '避免网络请求异常', 3, ['request-failure']],
  ['best practice', '废弃接口', 2, ['deprecated-api']],
  ['best practice', '使用 HTTPS', 1, ['https-only']],
  ['best practice', '避免 setData 数据冗余', 1, ['setdata-redundant']],
  ['best practice', '最低基础库版本', 0, ['min-base-library']],
  ['best practice', '移除不可访问到的页面', 0, ['unreachable-page']],
  ['best practice', 'WXSS 使用率', 0, ['wxss-usage']],
  ['best practice', '及时回收定时器', 0, ['timers-cleared']],
]
/** Rows of the house's own (not WeChat's): they pass or fail the audit but have no weight in the score. */
const HOUSE_RULES = ['main-package-size']
/** Rules whose figure is better when higher (the worst is the lowest). */
const HIGHER_IS_BETTER = new Set(['wxss-usage'])

function readParts() {
  const parts = []
  if (!fs.existsSync(DIR)) return parts
  for (const file of fs.readdirSync(DIR).filter((f) => f.endsWith('.json')).sort()) {
    try {
      const data = JSON.parse(fs.readFileSync(path.join(DIR, file), 'utf8'))
      if (!Array.isArray(data.rows)) continue // not a part's file
      parts.push({ file, part: data.part ?? file.replace(/\.json$/, ''), rows: data.rows, error: data.error })
    } catch (error) {
      parts.push({ file, part: file.replace(/\.json$/, ''), rows: [], error: `unreadable: ${error.message}` })
    }
  }
  return parts
}

const fmt = (v) => (typeof v === 'number' ? (Number.isInteger(v) ? String(v) : v.toFixed(v < 10 ? 3 : 1)) : String(v ?? ''))
const cell = (r) => (r.pass === true ? `✓ ${fmt(r.value)}` : r.pass === false ? `✗ ${fmt(r.value)}` : `– ${fmt(r.value)}`)
const esc = (s) => String(s).replace(/\|/g, '\\|').replace(/\n/g, ' ')

/** The row with the worst figure among the measured ones (failed rows first). */
function worstOf(rule, rows) {
  const measured = rows.filter((r) => r.pass !== null)
  const pool = measured.some((r) => r.pass === false) ? measured.filter((r) => r.pass === false) : measured
  const numeric = pool.filter((r) => typeof r.value === 'number')
  if (!numeric.length) return pool[0]
  return numeric.reduce((a, b) => (HIGHER_IS_BETTER.has(rule) ? (b.value < a.value ? b : a) : b.value > a.value ? b : a))
}

export function summarise(rows) {
  const byRule = new Map()
  for (const r of rows) byRule.set(r.rule, [...(byRule.get(r.rule) ?? []), r])
  const known = new Set([...WECHAT_RULES.flatMap(([, , , ids]) => ids), ...HOUSE_RULES])
  const ids = [...new Set([...WECHAT_RULES.flatMap(([, , , ids]) => ids), ...HOUSE_RULES, ...[...byRule.keys()].filter((k) => !known.has(k)).sort()])]
  const perRule = ids.map((id) => {
    const list = byRule.get(id) ?? []
    const measured = list.filter((r) => r.pass !== null)
    const worst = worstOf(id, list)
    const wechat = WECHAT_RULES.filter(([, , , x]) => x.includes(id))
    return { id, wechat: wechat.map((w) => `${w[1]} (${w[2]})`).join(' + ') || '(house rule)', rows: list.length, measured: measured.length, passed: measured.filter((r) => r.pass).length, worst, unmeasured: list.filter((r) => r.pass === null) }
  })
  // WeChat's rules: met when all measured rows of all their ids pass; unmeasured when no row of theirs was judged.
  const scored = WECHAT_RULES.map(([group, name, weight, rids]) => {
    const rs = perRule.filter((p) => rids.includes(p.id))
    const measured = rs.reduce((n, p) => n + p.measured, 0)
    return { group, name, weight, ids: rids, measured, met: measured > 0 && rs.every((p) => p.passed === p.measured) }
  })
  const counted = scored.filter((s) => s.measured > 0 && s.weight > 0)
  const weights = counted.reduce((n, s) => n + s.weight, 0)
  const score = weights ? counted.reduce((n, s) => n + (s.met ? 100 : 0) * s.weight, 0) / weights : null
  return { perRule, scored, score, weights, allWeights: WECHAT_RULES.reduce((n, r) => n + r[2], 0) }
}

function pageTable(rows, perRule) {
  const rules = perRule.filter((p) => p.rows).map((p) => p.id)
  const pages = [...new Set(rows.map((r) => r.page))]
  const lines = [`| page | ${rules.join(' | ')} |`, `|---|${rules.map(() => '---').join('|')}|`]
  for (const page of pages) {
    const mine = rows.filter((r) => r.page === page)
    lines.push(`| ${page} | ${rules.map((id) => mine.filter((r) => r.rule === id).map(cell).join(' ')).join(' | ')} |`)
  }
  return lines.join('\n')
}

function summaryTable({ perRule, scored, score, weights, allWeights }) {
  const lines = ['| Rule | WeChat rule (weight) | Pages passed / measured | Worst figure |', '|---|---|---|---|']
  for (const p of perRule.filter((x) => x.rows)) {
    const worst = p.worst ? `${fmt(p.worst.value)} (limit ${fmt(p.worst.limit)}) ${p.worst.page}` : '-'
    lines.push(`| \`${p.id}\` | ${p.wechat} | ${p.passed} / ${p.measured}${p.unmeasured.length ? ` (${p.unmeasured.length} not measurable)` : ''} | ${esc(worst)} |`)
  }
  const unmeasured = scored.filter((s) => !perRule.some((p) => s.ids.includes(p.id) && p.rows))
  const notes = perRule.filter((p) => p.unmeasured.length).map((p) => `- \`${p.id}\` on ${p.unmeasured.length} rows: ${esc([...new Set(p.unmeasured.map((r) => r.note || 'no reason given'))][0].slice(0, 240))}`)
  const missing = unmeasured.map((s) => `- ${s.name} (weight ${s.weight}, \`${s.ids.join('`, `')}\`): no part measures it here`)
  const met = scored.filter((s) => s.measured > 0 && s.weight > 0)
  return [
    lines.join('\n'),
    '',
    `**Score: ${score === null ? 'none (no weighted rule measured)' : score.toFixed(1)}** of 100, WeChat's weighted mean over the ${met.length} weighted rules measured here (weights ${weights} of ${allWeights}): ${met.filter((s) => s.met).length} met, ${met.filter((s) => !s.met).map((s) => s.name).join(', ') || 'none'} not met. A rule is met when every page measured passes.`,
    '',
    'Not measurable here, or measured on some rows only (never counted as passed):',
    ...(notes.length || missing.length ? [...notes, ...missing] : ['- none']),
  ].join('\n')
}

function writeDocs(summary) {
  let doc = fs.readFileSync(DOCS, 'utf8')
  const block = `${START}\n${summary}\n${END}`
  if (doc.includes(START) && doc.includes(END)) doc = doc.slice(0, doc.indexOf(START)) + block + doc.slice(doc.indexOf(END) + END.length)
  else doc = `${doc.trimEnd()}\n\n${HEADING}\n\n${block}\n`
  fs.writeFileSync(DOCS, doc)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const parts = readParts()
  const rows = parts.flatMap((p) => p.rows)
  const s = summarise(rows)
  const summary = summaryTable(s)
  const crashed = parts.filter((p) => p.error)
  fs.mkdirSync(DIR, { recursive: true })
  const md = `# Mini-program audit\n\nParts: ${parts.map((p) => `${p.part} (${p.rows.length} rows${p.error ? ', CRASHED' : ''})`).join(', ') || 'none'}\n\n## Per rule\n\n${summary}\n\n## Page x rule\n\n✓ passed, ✗ failed, – not measurable; the figure is the row's value.\n\n${pageTable(rows, s.perRule)}\n\n## Failed rows\n\n${rows.filter((r) => r.pass === false).map((r) => `- ${r.rule} ${r.page}: ${fmt(r.value)} (limit ${fmt(r.limit)}) ${esc(r.note ?? '')}`).join('\n') || 'none'}\n`
  fs.writeFileSync(path.join(DIR, 'report.md'), md)
  console.log(summary)
  for (const p of crashed) console.log(`part ${p.part} crashed: ${String(p.error).split('\n')[0]}`)
  const failed = rows.filter((r) => r.pass === false)
  for (const r of failed.slice(0, 40)) console.log(`FAIL ${r.rule} ${r.page}: ${fmt(r.value)} (limit ${fmt(r.limit)}) ${r.note ?? ''}`)
  if (failed.length > 40) console.log(`... and ${failed.length - 40} more failed rows (test-results/weapp-audit/report.md)`)
  if (process.argv.includes('--write-docs')) {
    writeDocs(summary)
    console.log(`docs/performance.md: "${HEADING.slice(3)}" rewritten`)
  }
  console.log(`weapp audit: ${rows.length} rows from ${parts.length} parts, ${failed.length} failed, ${rows.filter((r) => r.pass === null).length} not measurable; score ${s.score === null ? '-' : s.score.toFixed(1)}; test-results/weapp-audit/report.md`)
  process.exit(failed.length || crashed.length || !parts.length ? 1 : 0)
}
