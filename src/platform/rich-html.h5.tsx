/** Server HTML on H5: sanitised with DOMPurify before it is inserted (no scripts, handlers or javascript: links). */
import { View } from '@tarojs/components'
import DOMPurify from 'dompurify'

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'] })
}

export function RichHtml({ html, className = '' }: { html: string; className?: string }) {
  return <View className={`rich-html ${className}`} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
}
