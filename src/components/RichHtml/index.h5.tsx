/**
 * Server HTML on H5 (article bodies, goods introductions). The shared allow-list (src/core/article/allowList) makes
 * the tree both platforms show; the HTML it writes then goes through DOMPurify with the same allow-list before it is
 * inserted, a second pass over what the allow-list kept (no scripts, handlers, styles, frames, javascript: or data:
 * URLs).
 *
 * The reader is the browser's own parser (./html-reader.h5), as on the first screen, so the app draws the tree the
 * first screen drew. DOMPurify (about 12 KB gzip) is not on the page's first load. A page whose HTML is on its first
 * screen (an article) calls preloadRichHtml as its module evaluates, so it downloads while the page asks the server
 * for the HTML (starting at the first render would wait for that answer first); a RichHtml `whenNear` (a goods
 * introduction, below the fold) loads it only once it comes within a screen of view, so a learner who does not
 * scroll there never runs it. Until it is ready a RichHtml shows its empty container: nothing is ever inserted that
 * has not been through both passes. A sanitizer that fails to load (its chunk unreachable) leaves the body saying so
 * with a retry, and the page goes on with the rest (useRichHtmlReady answers true).
 */
import { useMemo, useRef } from 'react'
import { View } from '@tarojs/components'
import { LoadError } from '@/components/ListFooter'
import { ALL_ALLOWED_ATTRS, ALLOWED_TAGS, allowedTree, SAFE_URI_PATTERN, treeToHtml } from '@/core/article/allowList'
import { browserTree } from '@/platform/htmlReader.h5'
import { mediaUrl } from '@/platform/media'
import { onDemand } from '@/platform/onDemand'
import { useOnScreen } from '@/platform/onScreen'
import './index.css'

export const PURIFY_CONFIG = {
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: ALL_ALLOWED_ATTRS,
  ALLOWED_URI_REGEXP: SAFE_URI_PATTERN,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
}

/** Both passes: the shared allow-list, then DOMPurify. */
export interface Sanitizer {
  /** What both passes keep. */
  sanitize(html: string): string
  /**
   * The same as RichHtml inserts it: every table in the tab order, so a keyboard can scroll a wide one (it scrolls
   * sideways in its own box). Set on the elements DOMPurify has checked, never by editing its output string: a
   * pattern over HTML cannot tell a tag from the same characters inside an attribute value, which browsers that
   * do not escape `<` there (Chrome before 138, Safari, jsdom) write out as they are ('<img alt="<table ><img
   * onerror=...>">' became a second, live img).
   */
  display(html: string): string
}

const sanitizer = onDemand<Sanitizer>(() =>
  import('dompurify').then(({ default: purify }) => {
    const shown = purify() // an instance of its own, so its hook is not on the plain pass
    shown.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName === 'TABLE') node.setAttribute('tabindex', '0')
    })
    const written = (html: string) => treeToHtml(allowedTree(browserTree(html)), { resolveSrc: mediaUrl })
    return {
      sanitize: (html) => purify.sanitize(written(html), PURIFY_CONFIG),
      display: (html) => shown.sanitize(written(html), PURIFY_CONFIG),
    }
  }),
)

/** DOMPurify, loaded once (a failed load is tried again by the next caller). */
export const loadSanitizer = sanitizer.load

/** Starts loading the sanitizer now (a page whose HTML is on its first screen calls it as its module evaluates). */
export function preloadRichHtml(): void {
  void loadSanitizer().catch(() => undefined)
}

/** How far below the screen a `whenNear` RichHtml starts loading the sanitizer: about a phone screen. */
export const RICH_HTML_NEAR_PX = 800

export async function sanitizeHtml(html: string): Promise<string> {
  return (await loadSanitizer()).sanitize(html)
}

/**
 * Whether RichHtml draws its content now (the sanitizer has loaded, or failed to: the body then says so). A page
 * lays out what follows a body only then: drawn under the empty body, it would be pushed down as the body fills (the
 * article's recommendations: CLS 0.4).
 */
export function useRichHtmlReady(): boolean {
  const { part, failed } = sanitizer.useLoad()
  return part !== null || failed
}

interface RichHtmlProps {
  html: string
  className?: string
  /** Load the sanitizer only once this comes within RICH_HTML_NEAR_PX of the screen (HTML below the fold). */
  whenNear?: boolean
}

/** What `display` makes of the HTML; nothing if it fails, so a body it cannot read never takes the page down with it. */
function shownOrNothing(sanitizer: Sanitizer, html: string): string {
  try {
    return sanitizer.display(html)
  } catch {
    return ''
  }
}

/**
 * The empty container until the sanitizer is there (for `whenNear`, until it nears the screen), then the HTML; a
 * failed load says so with a retry.
 */
export function RichHtml({ html, className = '', whenNear = false }: RichHtmlProps) {
  const box = useRef(null)
  const unobserved = useRef(null)
  // Without an element to watch useOnScreen answers true at once: only a `whenNear` box is observed.
  const near = useOnScreen(whenNear ? box : unobserved, RICH_HTML_NEAR_PX, undefined, !whenNear)
  const reached = useRef(false)
  reached.current ||= near // once near, drawn for good
  const { part: loaded, failed, retry } = sanitizer.useLoad(reached.current)
  const safe = useMemo(() => (loaded ? shownOrNothing(loaded, html) : null), [loaded, html])
  if (failed) return <View ref={box} className={`rich-html rich-html--failed ${className}`}><LoadError onRetry={retry} /></View>
  if (safe === null) return <View ref={box} className={`rich-html rich-html--pending ${className}`} />
  return <View ref={box} className={`rich-html ${className}`} dangerouslySetInnerHTML={{ __html: safe }} />
}
