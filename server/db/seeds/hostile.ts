/**
 * Hostile records for the stored-XSS tests: every payload of db/corpus/xssCorpus.ts in an article body, a goods
 * introduction, an article title and a goods name (and the other fields shown as text). Seeded only when asked
 * (BuildAppOptions.hostileRecords, SEED_HOSTILE=1 for server/main.ts): the e2e suite xss.e2e.ts and the
 * mini-program's xss.test.ts; a default database has only the five hostile bodies of seeds/news.ts.
 *
 * Ids the tests rely on:
 *   HOSTILE_CATALOG_ID 106, site 1's sixth tab '学员投稿': article 10601 has an ordinary title and every payload in
 *     its body; 10602.. one per group of HOSTILE_GROUPS (title, introduction, source, editor, tags and body hostile)
 *   HOSTILE_CATEGORY_ID 9 '学员投稿': goods 9000 has an ordinary name and every payload in its introduction; 9001..
 *     one per group (name, subtitle, tags and introduction hostile); price only, no packages
 */
import { coverPath } from '../../lib/media/media'
import { hostileHtml } from '../corpus/newsHostile'
import { FAMILY_LABEL, XSS_FAMILIES, XSS_PAYLOADS, payloadsOf, type XssFamily, type XssPayload } from '../corpus/xssCorpus'
import type { SeedModule } from './types'

export const HOSTILE_CATALOG_ID = 106
export const HOSTILE_CATEGORY_ID = 9
export const ALL_PAYLOADS_ARTICLE_ID = 10601
export const ALL_PAYLOADS_GOODS_ID = 9000

export interface HostileGroup {
  /** 'script', or 'unclosed-2' for a family's further groups. */
  key: string
  family: XssFamily
  payloads: XssPayload[]
}

/**
 * A family's payloads in groups that each leave every payload exercised: the ones that leave what follows alone,
 * then its first payload that hides the rest (XssPayload.swallows); each further such payload in a group of its own.
 */
export const HOSTILE_GROUPS: HostileGroup[] = XSS_FAMILIES.flatMap((family) => {
  const all = payloadsOf(family)
  const [first, ...more] = all.filter((p) => p.swallows)
  const groups = [[...all.filter((p) => !p.swallows), ...(first ? [first] : [])], ...more.map((p) => [p])]
  return groups.map((payloads, i) => ({ key: i ? `${family}-${i + 1}` : family, family, payloads }))
})

/** Every payload once: the ones that leave what follows alone, then one that hides the rest. */
const ALL_IN_ONE = [...XSS_PAYLOADS.filter((p) => !p.swallows), XSS_PAYLOADS.find((p) => p.swallows)!]

const markup = (payloads: XssPayload[]) => payloads.map((p) => p.html).join(' ')

export interface HostileArticle {
  id: number
  title: string
  introduction: string
  source: string
  editor: string
  tags: string
  detail: string
  keep: string
}

export interface HostileGoods {
  id: number
  name: string
  subtitle: string
  tags: string
  intro: string
  keep: string
}

function article(id: number, group: HostileGroup | null): HostileArticle {
  const label = group ? FAMILY_LABEL[group.family] : '全部类型'
  const keep = `本篇投稿的正文（${label}）照常显示。`
  const payloads = group?.payloads ?? ALL_IN_ONE
  const body = hostileHtml({ heading: `学员投稿：${label}`, intro: '以下内容来自学员投稿。', keep, outro: '感谢学员的投稿。' }, payloads)
  if (!group) return { id, title: '学员投稿精选：备考经验分享', introduction: '来自学员的备考经验。', source: '学员投稿', editor: '王宁', tags: '学员投稿,备考经验', detail: body, keep }
  const last = payloads[payloads.length - 1]
  return {
    id,
    title: `${label}投稿：${markup(payloads)}`,
    introduction: markup(payloads),
    source: payloads[0].html,
    editor: last.html,
    tags: `学员投稿,${payloads[0].html}`,
    detail: body,
    keep,
  }
}

function goods(id: number, group: HostileGroup | null): HostileGoods {
  const label = group ? FAMILY_LABEL[group.family] : '全部类型'
  const keep = `本课程介绍（${label}）照常显示。`
  const payloads = group?.payloads ?? ALL_IN_ONE
  const intro = hostileHtml({ heading: `课程介绍：${label}`, intro: '本课程由学员投稿整理而成。', keep, outro: '报名后即可开始学习。' }, payloads)
  if (!group) return { id, name: '学员投稿精选课·备考经验', subtitle: '学员投稿整理 备考经验分享', tags: '投稿,录播', intro, keep }
  return { id, name: `${label}课程：${markup(payloads)}`, subtitle: payloads[0].html, tags: `投稿,${payloads[0].html}`, intro, keep }
}

export const HOSTILE_ARTICLES: HostileArticle[] = [
  article(ALL_PAYLOADS_ARTICLE_ID, null),
  ...HOSTILE_GROUPS.map((g, i) => article(ALL_PAYLOADS_ARTICLE_ID + 1 + i, g)),
]

export const HOSTILE_GOODS: HostileGoods[] = [
  goods(ALL_PAYLOADS_GOODS_ID, null),
  ...HOSTILE_GROUPS.map((g, i) => goods(ALL_PAYLOADS_GOODS_ID + 1 + i, g)),
]

const HOUR = 3600 * 1000

export const hostileSeed: SeedModule = {
  name: 'hostile',
  run({ db, now }) {
    db.prepare('INSERT OR IGNORE INTO news_catalogs (id, website_id, name, sort) VALUES (?, 1, ?, 6)').run(HOSTILE_CATALOG_ID, '学员投稿')
    const insertArticle = db.prepare(
      `INSERT OR IGNORE INTO news_articles (id, catalog_id, website_id, province_id, information_type, title, introduction, source,
         editor_name, tags, cover, is_root, detail, read_num, likes, favorites, shares, push_time, created_at)
       VALUES (?, ?, 1, 0, 1, ?, ?, ?, ?, ?, ?, ?, ?, 120, 3, 1, 0, ?, ?)`,
    )
    HOSTILE_ARTICLES.forEach((a, i) => {
      // the three list layouts in turn: cover above the title, title beside a thumbnail, title and introduction
      const style = i % 3
      const cover = style === 2 ? '' : coverPath(`news-${a.id}`, style === 0 ? 690 : 240, style === 0 ? 320 : 160, { title: '学员投稿' })
      const pushTime = now - HOUR - i * HOUR
      insertArticle.run(a.id, HOSTILE_CATALOG_ID, a.title, a.introduction, a.source, a.editor, a.tags, cover, style === 0 ? 1 : 0, a.detail, pushTime, pushTime)
    })

    db.prepare('INSERT OR IGNORE INTO categories (id, name, icon, sort) VALUES (?, ?, ?, ?)').run(
      HOSTILE_CATEGORY_ID, '学员投稿', coverPath(`cat-${HOSTILE_CATEGORY_ID}`, 96, 96, { title: '学员投稿' }), HOSTILE_CATEGORY_ID,
    )
    const insertGoods = db.prepare(
      `INSERT OR IGNORE INTO goods (id, name, subtitle, category_id, goods_type, goods_type_id, origin_type, item_type,
         present_price, original_price, thumb_path, pics, sales_num, tags, intro_html, sort, created_at)
       VALUES (?, ?, ?, ?, 0, 1, 1, 0, 9900, 19900, ?, ?, 10, ?, ?, ?, ?)`,
    )
    HOSTILE_GOODS.forEach((g, i) => {
      const cover = (n: string) => coverPath(`goods-${g.id}${n}`, 750, 500, { title: '学员投稿精选课' })
      insertGoods.run(g.id, g.name, g.subtitle, HOSTILE_CATEGORY_ID, cover(''), JSON.stringify([cover('-1')]), g.tags, g.intro, 1000 + i, now)
    })
  },
}
