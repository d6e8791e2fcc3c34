/**
 * Server HTML made safe ONCE for both platforms (the product's rule: "on H5 it is sanitised with DOMPurify before it is
 * inserted; in the mini-program it is rendered through RichText nodes built from the same sanitised HTML").
 *
 * DOMPurify needs a DOM, which the mini-program's logic layer does not have, so the shared step is the pure
 * allow-list (./allowList) over ./htmlParse's tree (htmlparser2's tokens): `sanitizeHtmlTree(html)` keeps only the tags of ALLOWED_TAGS (all of them
 * tags WeChat's rich-text draws) with the attributes of ALLOWED_ATTRS; links only http(s), mailto, tel or relative,
 * images only http(s) or relative; no style, class or id (an article must not restyle or overlay the app); scripts,
 * styles, frames, objects, forms' controls, SVG and MathML are dropped with their content; anything else unknown is
 * unwrapped (its text stays). Then
 *  - H5 writes the tree out with `treeToHtml` and hands that to DOMPurify with the same allow-list
 *    (src/components/RichHtml/index.h5.tsx): the browser's own parser re-checks it, and the tests show it changes nothing;
 *  - the mini-program turns the same tree into rich-text nodes with `treeToRichText`.
 * Safety does not rest on parsing hostile markup the way a browser would: every text and attribute value is escaped
 * on the way out, so a browser reads exactly the elements and values the allow-list kept.
 */
import { parseHtml } from './htmlParse'
import { allowedTree, type SafeNode } from './allowList'

export * from './allowList'

/** The article's HTML as a tree of allowed elements only. */
export function sanitizeHtmlTree(html: string | null | undefined): SafeNode[] {
  return allowedTree(parseHtml(html ?? ''))
}
