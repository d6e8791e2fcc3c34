/**
 * The source side of the static audit (tests/weapp/audit/static.mjs):
 * - unsizedPictures(srcDir): every picture the app draws (Taro's <Image>, NutUI's Avatar with a src) without a mode
 *   that keeps the picture's aspect ratio (no mode is scaleToFill, which stretches), with the page closure of each file.
 * - pageFiles(srcDir, page): the source files a page imports, directly or not (madge over the TypeScript imports).
 * - reachedBy(srcDir, route, names): how the app reaches a page: a link('name') or PATHS.name of the link builder
 *   (src/core/links.ts), or the name in a typed page table.
 * - hostsIn(text): the http(s) hosts a file names.
 */
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import madge from 'madge'

/** WeChat's image modes that keep the picture's ratio (all but scaleToFill; the crop modes keep it by not scaling). */
export const RATIO_MODES = new Set(['aspectFit', 'aspectFill', 'widthFix', 'heightFix', 'top', 'bottom', 'center', 'left', 'right', 'top left', 'top right', 'bottom left', 'bottom right'])

/** App source files (tests and mocks left out). */
export function sourceFiles(dir) {
  const out = []
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) {
      if (e.name !== '__mocks__') out.push(...sourceFiles(p))
    } else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !/\.d\.ts$/.test(e.name)) out.push(p)
  }
  return out
}

/** The JSX pictures of one file without a ratio-keeping mode: [{line, what}]. */
export function picturesWithoutMode(file, text = fs.readFileSync(file, 'utf8')) {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  // Local names of Taro's Image and NutUI's Avatar and Image.
  const kinds = new Map()
  for (const st of sf.statements) {
    if (!ts.isImportDeclaration(st) || !st.importClause?.namedBindings || !ts.isNamedImports(st.importClause.namedBindings)) continue
    const from = st.moduleSpecifier.text
    for (const el of st.importClause.namedBindings.elements) {
      const name = (el.propertyName ?? el.name).text
      if (from === '@tarojs/components' && name === 'Image') kinds.set(el.name.text, 'Image')
      if (from === '@nutui/nutui-react-taro' && (name === 'Image' || name === 'Avatar')) kinds.set(el.name.text, `NutUI ${name}`)
    }
  }
  const out = []
  const visit = (node) => {
    if ((ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) && kinds.has(node.tagName.getText(sf))) {
      const kind = kinds.get(node.tagName.getText(sf))
      const attrs = Object.fromEntries(node.attributes.properties.filter(ts.isJsxAttribute).map((a) => [a.name.getText(sf), a.initializer]))
      const mode = attrs.mode
      const value = !mode ? undefined : ts.isStringLiteral(mode) ? mode.text : mode.expression && ts.isStringLiteral(mode.expression) ? mode.expression.text : '(expression)'
      const draws = kind !== 'NutUI Avatar' || 'src' in attrs
      if (draws && value !== '(expression)' && !RATIO_MODES.has(value)) {
        const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1
        out.push({ line, what: `${kind} ${value ? `mode="${value}"` : 'without a mode'}` })
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(sf)
  return out
}

let graph = null
/** The import graph of src (madge), built once. */
async function importGraph(srcDir, tsConfig) {
  if (!graph) graph = (await madge(srcDir, { fileExtensions: ['ts', 'tsx'], tsConfig })).obj()
  return graph
}

/** Source files (relative to srcDir) a page's module reaches through imports, the page's own included. */
export async function pageFiles(srcDir, tsConfig, page) {
  const g = await importGraph(srcDir, tsConfig)
  const start = Object.keys(g).find((f) => f === `${page}.tsx` || f === `${page}.ts`)
  const seen = new Set()
  const stack = start ? [start] : []
  while (stack.length) {
    const f = stack.pop()
    if (seen.has(f)) continue
    seen.add(f)
    stack.push(...(g[f] ?? []))
  }
  return seen
}

/**
 * Where the app's code links to a page: link('name'), PATHS.name or an alias of it (`HOME_URL = PATHS.home` in
 * routes.ts), the name in a file typing a page table (PathName), or the Taro page path itself ('/packages/x/index').
 * links.ts and routes.ts, which only define them, are left out. ['file:line match'].
 */
export function reachedBy(files, srcDir, names, page, aliases = {}) {
  const hits = []
  const esc = (x) => x.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
  const aliasNames = Object.entries(aliases).filter(([, n]) => names.includes(n)).map(([a]) => a)
  for (const file of files) {
    const rel = path.relative(srcDir, file)
    if (rel === path.join('core', 'links.ts') || rel === path.join('core', 'routes.ts')) continue
    const text = fs.readFileSync(file, 'utf8')
    const typedTable = /\bPathName\b/.test(text)
    const parts = [...names.flatMap((n) => [`link\\(\\s*'${n}'`, `PATHS\\.${n}\\b`, ...(typedTable ? [`'${n}'`] : [])]), ...aliasNames.map((a) => `\\b${a}\\b`), `'/${esc(page)}'`]
    const m = new RegExp(parts.join('|')).exec(text)
    if (m) hits.push(`${rel}:${text.slice(0, m.index).split('\n').length} ${m[0]}`)
  }
  return hits
}

/** The http(s) URLs' origins a text names. */
export function originsIn(text) {
  return [...new Set([...text.matchAll(/\bhttps?:\/\/[\w.-]+(?::\d+)?/g)].map((m) => m[0]))]
}

/** Loopback and reserved example hosts: the sandbox's defaults and the docs' placeholders, never a production host. */
export const isLocal = (origin) => /^https?:\/\/(127\.0\.0\.1|localhost|0\.0\.0\.0)(:\d+)?$/.test(origin)
