/**
 * Server HTML in the mini-program: the same allow-listed tree as H5 (src/core/article/safeHtml; DOMPurify needs a
 * DOM the logic layer lacks) handed to rich-text as nodes, with images resolved against the media host and the
 * layout inline (rich-text takes no page stylesheet). rich-text binds no events and runs no scripts either.
 */
import { useMemo } from 'react'
import { RichText } from '@tarojs/components'
import type { RichTextProps } from '@tarojs/components'
import { sanitizeHtmlTree, treeToRichText, type RichTextNode } from '@/core/article/safeHtml'
import { mediaUrl } from '@/platform/media'

export function richTextNodes(html: string): RichTextNode[] {
  return treeToRichText(sanitizeHtmlTree(html), { resolveSrc: mediaUrl })
}

/** The mini-program's rich text draws at once (H5 waits for its sanitizer: ./rich-html.h5.tsx). */
export function useRichHtmlReady(): boolean {
  return true
}

/** Nothing to load in the mini-program (H5 loads its sanitizer ahead: ./rich-html.h5.tsx). */
export function preloadRichHtml(): void {}

/** `whenNear` is H5's (its sanitizer loads when near the screen); rich-text draws at once. */
export function RichHtml({ html, className = '' }: { html: string; className?: string; whenNear?: boolean }) {
  const nodes = useMemo(() => richTextNodes(html), [html])
  return <RichText className={`rich-html ${className}`} nodes={nodes as RichTextProps['nodes']} />
}
