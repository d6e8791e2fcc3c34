/**
 * A question bank's link (docs/spec/content-access.md section 2): "Fallback is the named route textualResearch.
 * Textual-research goods use query tikuGoodsId and tikuGoodsName." The spec's link of a question bank is thus the
 * named route textualResearch, which is also the home tab (/publicPage/textualResearch), with tikuGoodsId. A tab page
 * takes no query in the mini-program, so the question bank is the goods page at /textualResearch (the goods jump
 * opens it there); a spec-shaped link is read as that page's link, its query kept whole.
 */
import { PATHS } from './links'
import { normalisePath, stripQuery } from './routeMatch'

/** A non-empty tikuGoodsId parameter. */
const TIKU_GOODS_ID = /[?&]tikuGoodsId=[^&#]/

/** The goods page's URL for a spec-shaped question-bank link (the home route with tikuGoodsId), else null. */
export function questionBankUrl(url: string): string | null {
  const { path, rest } = stripQuery(url)
  if (normalisePath(path) !== PATHS.home || !TIKU_GOODS_ID.test(rest)) return null
  return PATHS.questionBank + rest
}

/**
 * The same for the home page opened with a query (the mini-program launched on it: a tab page gets its launch
 * query): the goods page's URL when it carries tikuGoodsId, else null. Page query values come still URL-encoded.
 */
export function questionBankOfQuery(query: Partial<Record<string, string>>): string | null {
  const pairs = (['tikuGoodsId', 'tikuGoodsName'] as const).filter((k) => query[k]).map((k) => `${k}=${query[k]}`)
  return questionBankUrl(`${PATHS.home}?${pairs.join('&')}`)
}
