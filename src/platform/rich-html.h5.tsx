/**
 * Server HTML on H5 (article bodies, goods introductions). The shared allow-list of src/core/article/safeHtml makes
 * the tree both platforms show; its HTML then goes through DOMPurify with the same allow-list before it is
 * inserted, so the browser's own parser re-checks what the pure parser produced (no scripts, handlers, styles,
 * frames, javascript: or data: URLs).
 *
 * DOMPurify (13 KB gzip) is not on the page's first load: its chunk is requested when this module evaluates, with
 * the page's code, so it downloads while the page asks the server for the HTML (starting at the first render would
 * wait for that answer first). Until it is ready a RichHtml shows its empty container: nothing is ever inserted
 * that has not been through both passes.
 */
import { useMemo } from 'react'
import { View } from '@tarojs/components'
import { ALL_ALLOWED_ATTRS, ALLOWED_TAGS, SAFE_URI_PATTERN, sanitizeHtmlTree, treeToHtml } from '@/core/article/safeHtml'
import { mediaUrl } from './media'
import { onDemand } from './on-demand'
import './rich-html.css'

export const PURIFY_CONFIG = {
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: ALL_ALLOWED_ATTRS,
  ALLOWED_URI_REGEXP: SAFE_URI_PATTERN,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
}

/** Both passes: the shared allow-list, then DOMPurify. */
export interface Sanitizer {
  sanitize(html: string): string
}

const sanitizer = onDemand<Sanitizer>(() =>
  import('dompurify').then(({ default: purify }) => ({
    sanitize: (html) => purify.sanitize(treeToHtml(sanitizeHtmlTree(html), { resolveSrc: mediaUrl }), PURIFY_CONFIG),
  })),
)

/** DOMPurify, loaded once (a failed load is tried again by the next caller). */
export const loadSanitizer = sanitizer.load

void loadSanitizer().catch(() => undefined)

export async function sanitizeHtml(html: string): Promise<string> {
  return (await loadSanitizer()).sanitize(html)
}

export function RichHtml({ html, className = '' }: { html: string; className?: string }) {
  const loaded = sanitizer.useLoaded()
  // A wide table scrolls sideways in its own box (RICH_TEXT_STYLE): in the tab order so a keyboard can scroll it.
  const safe = useMemo(() => loaded?.sanitize(html).replace(/<table(?=[\s>])/g, '<table tabindex="0"') ?? null, [loaded, html])
  if (safe === null) return <View className={`rich-html rich-html--pending ${className}`} />
  return <View className={`rich-html ${className}`} dangerouslySetInnerHTML={{ __html: safe }} />
}
