/**
 * An HTML body read into a tree (by ./htmlParse with htmlparser2 in the app, by the browser's own parser for the
 * first screen index.html draws), the input of the shared allow-list (./allowList).
 */

export interface ParsedText {
  type: 'text'
  text: string
}

export interface ParsedElement {
  type: 'element'
  /** Lower-case tag name. */
  name: string
  /** Attributes in source order, names lower-case, values with character references decoded. */
  attrs: [string, string][]
  children: ParsedNode[]
}

export type ParsedNode = ParsedText | ParsedElement

export const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr'])
/** Deeper nesting is flattened (a body nested thousands deep must not overflow the stack). */
export const MAX_DEPTH = 100
