import type { NewsDetail } from '@contract/news'
import { articleTitle } from '@/core/article/list'
import { articleTags, COLLAPSED_HEIGHT, DETAIL_APP_TEXT, detailLayout, formatPublishDate, formatReadCount } from '@/core/article/detail'
import { allowedTree, type SafeNode } from '@/core/article/allowList'
import { environment } from '@/platform/environment'
import { mediaUrl } from '@/platform/media'
import { browserTree } from '@/platform/htmlReader.h5'
import { div, icon, navBar, text, type Box } from '../markup'
import { PAGE_BACKGROUND, type Context, type FirstScreen } from './shared'

/** The article's body as the shared allow-list keeps it (src/core/article/safeHtml), as elements and text nodes. */
function safeBoxes(nodes: SafeNode[]): Box[] {
  return nodes.map((n): Box => n.type === 'text'
    ? { tag: '#text', text: n.text }
    : { tag: n.name, attrs: n.attrs.src ? { ...n.attrs, src: mediaUrl(n.attrs.src) } : n.attrs, kids: safeBoxes(n.children) })
}

/** The article detail (src/packages/article/detail): its bar, the head and the body (collapsed as the page has it). */
export default function article(data: NewsDetail, { title }: Context): FirstScreen | null {
  const layout = detailLayout(environment())
  // Inside the provider's app the page sits below the app's own bar at a height known only when it runs.
  if (!layout.navBar || !data.detail) return null
  const tags = articleTags(data.tags)
  const stat = (iconName: string, cls: string, value: string) => div('article-detail__stat', [icon(iconName, 14, '#999'), text(cls, value)])
  const body = safeBoxes(allowedTree(browserTree(data.detail)))
  if (!body.length) return null
  return {
    box: div('', [navBar(title), div('article-detail', [
      div('article-detail__head', [
        text('article-detail__title', articleTitle(data)),
        div('article-detail__meta', [
          ...(data.source ? [text('article-detail__source', `${DETAIL_APP_TEXT.source}${data.source}`)] : []),
          ...(data.editorName ? [text('article-detail__editor', `${DETAIL_APP_TEXT.editor}${data.editorName}`)] : []),
        ]),
        div('article-detail__stats', [
          text('article-detail__date', formatPublishDate(data.pushTime || data.createTime)),
          stat('Eye', 'article-detail__read-count', formatReadCount(data.readNum)),
          stat('Fabulous', 'article-detail__likes', String(data.likes)),
        ]),
        ...(tags.length ? [div('article-detail__tags', tags.map((tag) => div('nut-tag nut-tag-primary nut-tag-plain article-detail__tag', [div('nut-tag-text nut-tag-text-plain', [{ tag: '#text', text: tag }])])))] : []),
      ]),
      div(`article-detail__body${layout.collapsed ? ' article-detail__body--collapsed' : ''}`, [div('rich-html article-detail__html', body)], layout.collapsed ? { style: `max-height:${COLLAPSED_HEIGHT}` } : undefined),
    ])]),
    replacedBy: '.article-detail__html img',
    background: PAGE_BACKGROUND,
  }
}
