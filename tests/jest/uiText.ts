/**
 * The UI speaks one language (Chinese): the rule, shared by the source check (ui-text.test.ts), the screen suite
 * (tests/screens, on rendered text) and the mini-program tests.
 *
 * - A Latin word (two or more letters, not part of a code such as an order number KJ2026...) outside ALLOWED_LATIN
 *   is an English UI string.
 * - UI text lives in catalogues: an object literal assigned to a const named `T` or ending in `_TEXT` (one per
 *   feature, in the feature's module or in src/core for the spec's rules), and the route table's page titles.
 */
import ts from 'typescript'

/** Latin words a Chinese UI shows as they are, each with its reason. */
export const ALLOWED_LATIN: Readonly<Record<string, string>> = {
  App: 'the provider\'s app, named so in Chinese UIs (下载App)',
  APP: 'the same',
  VIP: 'membership, written so in Chinese',
  CPA: 'the CPA exam (注册会计师), its usual name',
  ACCA: 'an exam name',
  CMA: 'an exam name',
  QQ: 'the messenger\'s name',
  Excel: 'a product name taught in courses',
  PPT: 'a product name taught in courses',
  ID: 'as in ID number',
  SOHO: 'part of a campus address (SOHO现代城), seeded data',
  kuaijixuetang: 'the customer-service WeChat account, which learners type in',
  KB: 'unit', MB: 'unit', GB: 'unit',
}

/**
 * Latin words of `text` not in the allow-list. Codes are not words: letters joined to digits (an order number
 * KJ2026...), lowercase parts joined by hyphens (a campaign code cpa-spring, which staff see as a lead's source), or an
 * e-mail address (the learner's own, l***@example.com on the my page).
 */
export function latinWords(text: string): string[] {
  const words = text
    .replace(/[A-Za-z0-9._%+*-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+/g, ' ')
    .replace(/(?<![A-Za-z0-9-])[a-z0-9]+(-[a-z0-9]+)+(?![A-Za-z0-9-])/g, ' ')
  return (words.match(/(?<![A-Za-z0-9])[A-Za-z]{2,}(?![A-Za-z0-9])/g) ?? []).filter((w) => !Object.prototype.hasOwnProperty.call(ALLOWED_LATIN, w))
}

/** Chinese text: Han characters (CJK punctuation alone, a '：' or a full-width space, is not a sentence). */
const CJK = /[\u4e00-\u9fff]/

/** JSX props whose string value is not shown to the learner (all others are checked as text). */
const NON_TEXT_PROPS = new Set([
  'className', 'class', 'id', 'key', 'type', 'mode', 'src', 'url', 'href', 'position', 'direction', 'size', 'fill',
  'shape', 'theme', 'align', 'justify', 'name', 'formType', 'openType', 'ariaRole', 'role', 'lang', 'target', 'rel',
  'layout', 'fit', 'objectFit', 'color', 'background', 'activeColor', 'inactiveColor', 'duration', 'scrollIntoView',
  'value', 'defaultValue', 'format', 'pattern', 'inputMode', 'enterKeyHint', 'confirmType', 'autoComplete', 'canvasId',
  'canvas-id', 'objectPosition', 'tag', 'as', 'variant', 'icon', 'status', 'state', 'side', 'placement', 'effect',
  'action', 'layout', 'slot',
])
const isTextProp = (name: string) => !NON_TEXT_PROPS.has(name) && !/^(data-|on[A-Z]|aria-(?!label))|(Class|ClassName|Style|Id|Type|Mode|Url|Key|Color)$/.test(name)

export interface UiTextFinding {
  file: string
  line: number
  kind: 'latin-in-catalogue' | 'latin-in-jsx' | 'inline-cjk'
  text: string
}

const isCatalogueName = (name: string) => name === 'T' || name.endsWith('_TEXT')

/** Is the node inside a catalogue object (or the route table's titles, `titleOf` in routes.ts)? */
function inCatalogue(node: ts.Node, file: string): boolean {
  for (let n: ts.Node | undefined = node; n; n = n.parent) {
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && isCatalogueName(n.name.text) && n.initializer) {
      let init: ts.Expression = n.initializer
      while (ts.isAsExpression(init) || ts.isSatisfiesExpression(init) || ts.isParenthesizedExpression(init)) init = init.expression
      return ts.isObjectLiteralExpression(init)
    }
    if (file.endsWith('src/core/routes.ts') && ts.isPropertyAssignment(n) && n.name.getText() === 'title') return true
  }
  return false
}

/** Not shown: an import path, a console message, an Error's message (logged), a type, a path or URL. */
function notShown(node: ts.Node): boolean {
  const p = node.parent
  if (!p) return false
  if (ts.isLiteralTypeNode(p)) return true
  // A value compared against (`to === 'sign'`) is a key, not text.
  if (ts.isBinaryExpression(p) && [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(p.operatorToken.kind)) return true
  const head = ts.isTemplateExpression(node) ? node.head.text : ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : null
  if (head !== null && (/^\//.test(head) || head.includes('://'))) return true
  if (ts.isImportDeclaration(p) || ts.isExportDeclaration(p) || ts.isExternalModuleReference(p)) return true
  if (ts.isCallExpression(p) && ts.isPropertyAccessExpression(p.expression) && p.expression.expression.getText() === 'console') return true
  if (ts.isNewExpression(p) && p.expression.getText().endsWith('Error')) return true
  return false
}

function stringParts(node: ts.Node): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text]
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)]
  if (ts.isJsxText(node)) return [node.text]
  return []
}

/** The findings of one source file. */
export function checkSource(file: string, source: string): UiTextFinding[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const findings: UiTextFinding[] = []
  const add = (node: ts.Node, kind: UiTextFinding['kind'], text: string) =>
    findings.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, kind, text: text.trim().slice(0, 60) })
  const visit = (node: ts.Node) => {
    const parts = stringParts(node)
    if (parts.length && !notShown(node)) {
      const text = parts.join('…')
      const catalogue = inCatalogue(node, file)
      const jsxText = ts.isJsxText(node)
      const jsxProp = !jsxText && ts.isJsxAttribute(node.parent) && isTextProp(node.parent.name.getText())
        || (ts.isJsxExpression(node.parent) && ts.isJsxAttribute(node.parent.parent) && isTextProp(node.parent.parent.name.getText()))
      if (catalogue && latinWords(text).length) add(node, 'latin-in-catalogue', text)
      if ((jsxText || jsxProp) && latinWords(text).length) add(node, 'latin-in-jsx', text)
      if (!catalogue && CJK.test(text)) add(node, 'inline-cjk', text)
    }
    ts.forEachChild(node, visit)
  }
  visit(sf)
  return findings
}
