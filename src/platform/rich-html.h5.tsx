/**
 * Server HTML on H5 (article bodies, goods introductions). The shared allow-list of src/core/article/safeHtml makes
 * the tree both platforms show; its HTML then goes through DOMPurify with the same allow-list before it is
 * inserted, so the browser's own parser re-checks what the pure parser produced (no scripts, handlers, styles,
 * frames, javascript: or data: URLs).
 */
import { useMemo } from 'react'
import { View } from '@tarojs/components'
import DOMPurify from 'dompurify'
import { ALL_ALLOWED_ATTRS, ALLOWED_TAGS, SAFE_URI_PATTERN, sanitizeHtmlTree, treeToHtml } from '@/core/article/safeHtml'
import { mediaUrl } from './media'
import './rich-html.css'

export const PURIFY_CONFIG = {
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: ALL_ALLOWED_ATTRS,
  ALLOWED_URI_REGEXP: SAFE_URI_PATTERN,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
}

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(treeToHtml(sanitizeHtmlTree(html), { resolveSrc: mediaUrl }), PURIFY_CONFIG)
}

export function RichHtml({ html, className = '' }: { html: string; className?: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html])
  return <View className={`rich-html ${className}`} dangerouslySetInnerHTML={{ __html: safe }} />
}
