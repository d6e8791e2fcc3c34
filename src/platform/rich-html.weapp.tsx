/**
 * Server HTML in the mini-program: WeChat's rich-text draws an allow-list of tags and attributes and binds no
 * events or scripts, so what it shows is inert.
 */
import { RichText } from '@tarojs/components'

export function RichHtml({ html, className = '' }: { html: string; className?: string }) {
  return <RichText className={`rich-html ${className}`} nodes={html} />
}
