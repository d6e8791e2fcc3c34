/**
 * Articles and news (docs/spec/content-access.md sections 2, 3, 7 "News and articles", 9).
 *
 * Ids the app and tests rely on:
 *   sites 1..7 (初级会计 ... 会计实操); a site's sub-tags are websiteId * 100 + n (site 1: 101..105)
 *   articles: catalogId * 100 + n, n = 1..articleCountOf(catalogId) (36 to 44 per sub-tag, about 1 200 in all),
 *     n = 1 the newest; tag 101 has 38 (pages 10/10/10/8), tag 103 has 40 (a full last page)
 *   HOSTILE_NEWS_IDS: five articles of tag 101 (nationwide, on its first two pages) with hostile HTML bodies
 *   provinces 1..34 (32..34 hidden); about 45 % of articles are nationwide (provinceId 0)
 *   recommendation seats (position 1, the article detail): 2 or 3 course seats with on-sale goods + 1 live seat per site
 *   13900139000 has 3 favourites (FAVORITES_9000); 13800138000 and 13700137000 have no likes or favourites
 */
import { coverPath } from '../../lib/media/media'
import { provinceKey } from '../../lib/news/news'
import { KIND_TYPE, composeArticle, rng, tagString, type NewsKind } from '../corpus/newsCorpus'
import { HOSTILE_BODIES } from '../corpus/newsHostile'
import type { SeedModule } from './types'

const DAY = 24 * 3600 * 1000
const HOUR = 3600 * 1000

/** [id, name, exam, subjects, label] */
export const NEWS_SITES: [number, string, string, string[], string][] = [
  [1, '初级会计', '初级会计职称', ['初级会计实务', '经济法基础'], '热门'],
  [2, '中级会计', '中级会计职称', ['中级会计实务', '财务管理', '经济法'], ''],
  [3, '高级会计', '高级会计师', ['高级会计实务'], ''],
  [4, '注册会计师', '注册会计师', ['会计', '审计', '财务成本管理', '经济法', '税法', '公司战略与风险管理'], '热门'],
  [5, '税务师', '税务师', ['税法（一）', '税法（二）', '涉税服务实务', '涉税服务相关法律', '财务与会计'], ''],
  [6, '经济师', '经济师', ['经济基础知识', '专业知识和实务'], '新'],
  [7, '会计实操', '会计实操', ['总账实操', '出纳实务', '成本会计', '纳税申报'], ''],
]

/** Sub-tags of each site: [name, kind]; ids websiteId * 100 + position. */
const SITE_CATALOGS: Record<number, [string, NewsKind][]> = {
  1: [['考试动态', 'news'], ['报名入口', 'notice'], ['备考经验', 'guide'], ['成绩查询', 'notice'], ['政策解读', 'policy']],
  2: [['考试动态', 'news'], ['报名条件', 'notice'], ['备考指导', 'guide'], ['证书领取', 'notice']],
  3: [['考试动态', 'news'], ['评审动态', 'notice'], ['论文指导', 'guide']],
  4: [['考试资讯', 'news'], ['报名指南', 'notice'], ['备考攻略', 'guide'], ['成绩查询', 'notice'], ['专业阶段', 'guide'], ['综合阶段', 'guide']],
  5: [['考试动态', 'news'], ['报考指南', 'notice'], ['备考资料', 'guide'], ['税法速递', 'policy']],
  6: [['考试动态', 'news'], ['报名时间', 'notice'], ['备考技巧', 'guide']],
  7: [['做账实操', 'practice'], ['纳税申报', 'practice'], ['财务软件', 'practice'], ['职场干货', 'practice'], ['财税政策', 'policy']],
}

export interface CatalogSeed {
  id: number
  websiteId: number
  name: string
  kind: NewsKind
  sort: number
}

export const NEWS_CATALOGS: CatalogSeed[] = NEWS_SITES.flatMap(([websiteId]) =>
  SITE_CATALOGS[websiteId].map(([name, kind], i) => ({ id: websiteId * 100 + i + 1, websiteId, name, kind, sort: i + 1 })),
)

/** Articles in a sub-tag: 36 to 44, so every tag has at least 4 pages of 10. */
export const articleCountOf = (catalogId: number) => 36 + (catalogId % 9)

/** First sub-tag of site 1 (the article list's default tab). */
export const FIRST_CATALOG_ID = 101
/** Articles of tag 101 with hostile bodies (HOSTILE_BODIES in order), at positions 3, 7, 11, 15, 19 (newest first). */
export const HOSTILE_NEWS_IDS = [10103, 10107, 10111, 10115, 10119]

/** [id, name]; 32..34 are listed hidden (no articles there). */
export const NEWS_PROVINCES: [number, string][] = [
  [1, '北京市'], [2, '天津市'], [3, '河北省'], [4, '山西省'], [5, '内蒙古自治区'], [6, '辽宁省'], [7, '吉林省'],
  [8, '黑龙江省'], [9, '上海市'], [10, '江苏省'], [11, '浙江省'], [12, '安徽省'], [13, '福建省'], [14, '江西省'],
  [15, '山东省'], [16, '河南省'], [17, '湖北省'], [18, '湖南省'], [19, '广东省'], [20, '广西壮族自治区'], [21, '海南省'],
  [22, '重庆市'], [23, '四川省'], [24, '贵州省'], [25, '云南省'], [26, '西藏自治区'], [27, '陕西省'], [28, '甘肃省'],
  [29, '青海省'], [30, '宁夏回族自治区'], [31, '新疆维吾尔自治区'], [32, '台湾省'], [33, '香港特别行政区'], [34, '澳门特别行政区'],
]
export const HIDDEN_PROVINCES = [32, 33, 34]
const OFFERED_PROVINCES = NEWS_PROVINCES.filter(([id]) => !HIDDEN_PROVINCES.includes(id))

/** Course seats of the article detail per site (on-sale goods of seeds/goods.ts), the live seat follows. */
export const SEAT_GOODS: Record<number, number[]> = { 1: [1, 2, 4], 2: [8, 10, 12], 3: [8, 11], 4: [13, 14, 16], 5: [17, 18], 6: [27, 26], 7: [20, 22, 35] }

/** Articles 13900139000 has collected. */
export const FAVORITES_9000 = [10102, 10201, 40101]

const SOURCES: Record<NewsKind, string[]> = {
  news: ['会计学堂', '财政部会计财务评价中心', '{prov}财政厅'],
  notice: ['{prov}财政厅', '全国会计资格评价网', '会计学堂'],
  guide: ['会计学堂', '会计学堂教研中心'],
  policy: ['国家税务总局', '财政部', '{prov}税务局'],
  practice: ['会计学堂实操中心', '会计学堂'],
}
/** A source of the kind; a provincial office ('{prov}…') only for a provincial article, else the ministry. */
const sourceOf = (kind: NewsKind, index: number, province: string) => {
  const source = SOURCES[kind][index % SOURCES[kind].length]
  if (!source.includes('{prov}')) return source
  return province ? source.replace('{prov}', province) : kind === 'policy' ? '财政部' : '全国会计资格评价网'
}
const EDITORS = ['李晓雯', '王宁', '陈静', '刘洋', '赵敏', '孙悦', '周婷', '张老师']

/** Beijing calendar year of an epoch ms. */
const yearOf = (ms: number) => new Date(ms + 8 * HOUR).getUTCFullYear()

export const newsSeed: SeedModule = {
  name: 'news',
  run({ db, now }) {
    const province = db.prepare('INSERT OR IGNORE INTO news_provinces (id, name, hide) VALUES (?, ?, ?)')
    for (const [id, name] of NEWS_PROVINCES) province.run(id, name, HIDDEN_PROVINCES.includes(id) ? 1 : 0)

    const site = db.prepare('INSERT OR IGNORE INTO news_websites (id, name, pic, pic_url, label, sort) VALUES (?, ?, ?, ?, ?, ?)')
    for (const [id, name, , , label] of NEWS_SITES) site.run(id, name, coverPath(`news-site-${id}`, 96, 96, { title: name }), coverPath(`news-site-${id}-wide`, 690, 200, { title: name, sub: '考试资讯' }), label, id)

    const catalog = db.prepare('INSERT OR IGNORE INTO news_catalogs (id, website_id, name, sort) VALUES (?, ?, ?, ?)')
    for (const c of NEWS_CATALOGS) catalog.run(c.id, c.websiteId, c.name, c.sort)

    const article = db.prepare(
      `INSERT OR IGNORE INTO news_articles (id, catalog_id, website_id, province_id, information_type, title, introduction, source,
         editor_name, tags, cover, is_root, detail, read_num, likes, favorites, shares, push_time, created_at)
       VALUES (@id, @catalogId, @websiteId, @provinceId, @type, @title, @introduction, @source, @editor, @tags, @cover, @isRoot,
         @detail, @readNum, @likes, @favorites, @shares, @pushTime, @createdAt)`,
    )
    const hostile = new Map(HOSTILE_NEWS_IDS.map((id, i) => [id, HOSTILE_BODIES[i]]))
    const sites = new Map(NEWS_SITES.map((s) => [s[0], s]))
    for (const c of NEWS_CATALOGS) {
      const [, siteName, exam, subjects] = sites.get(c.websiteId)!
      let pushTime = now - 2 * HOUR - (c.id % 7) * HOUR
      for (let index = 0; index < articleCountOf(c.id); index++) {
        const id = c.id * 100 + index + 1
        const r = rng(id)
        pushTime -= Math.floor((0.4 + r() * 1.6) * DAY)
        const bad = hostile.get(id)
        const [provinceId, provinceName] = bad || r() < 0.45 ? [0, ''] : OFFERED_PROVINCES[Math.floor(r() * OFFERED_PROVINCES.length)]
        const year = yearOf(pushTime)
        const text = composeArticle({ id, kind: c.kind, exam, subjects, provinceName: provinceKey(provinceName), year, index })
        // layouts: style1 (cover, isRoot 1), style2 (cover, isRoot 0), style3 (no cover)
        const style = [1, 2, 2, 3, 2, 1, 3, 2][index % 8]
        const readNum = r() < 0.15 ? 10_000 + Math.floor(r() * 140_000) : 80 + Math.floor(r() * 9_800)
        const likes = Math.floor(readNum * (0.01 + r() * 0.04))
        article.run({
          id,
          catalogId: c.id,
          websiteId: c.websiteId,
          provinceId,
          type: KIND_TYPE[c.kind],
          title: text.title,
          introduction: text.introduction,
          source: sourceOf(c.kind, index, provinceName),
          editor: EDITORS[id % EDITORS.length],
          tags: tagString(siteName, c.name, year, index),
          cover: style === 3 ? '' : coverPath(`news-${id}`, style === 1 ? 690 : 240, style === 1 ? 320 : 160, { title: text.title }),
          isRoot: style === 1 ? 1 : 0,
          detail: bad ? bad.html : text.detail,
          readNum,
          likes,
          favorites: Math.floor(likes * (0.2 + r() * 0.4)),
          shares: Math.floor(likes * 0.3),
          pushTime,
          createdAt: pushTime - HOUR,
        })
      }
    }

    const seat = db.prepare(
      'INSERT OR IGNORE INTO news_recommend_seats (id, website_id, position, type, goods_id, title, pic, url, sort) VALUES (?, ?, 1, ?, ?, ?, ?, ?, ?)',
    )
    const goodsRow = db.prepare('SELECT name, thumb_path FROM goods WHERE id = ?')
    for (const [websiteId, , exam] of NEWS_SITES) {
      const goods = SEAT_GOODS[websiteId]
      goods.forEach((goodsId, i) => {
        // The goods' own cover (the same URL, so the same cached picture).
        const row = goodsRow.get(goodsId) as { name: string; thumb_path: string } | undefined
        if (row) seat.run(websiteId * 10 + i + 1, websiteId, 'course', goodsId, row.name, row.thumb_path, '', i + 1)
      })
      const liveId = websiteId * 10 + goods.length + 1
      seat.run(liveId, websiteId, 'live', null, `${exam}免费直播：考点精讲`, coverPath(`news-live-${websiteId}`, 600, 400, { title: `${exam}免费直播`, sub: '考点精讲' }), '/liveCenter', goods.length + 1)
    }

    const learner = db.prepare('SELECT id FROM users WHERE mobile = ?').get('13900139000') as { id: number } | undefined
    if (learner) {
      const fav = db.prepare('INSERT OR IGNORE INTO news_favorites (user_id, news_id, created_at) VALUES (?, ?, ?)')
      const bump = db.prepare('UPDATE news_articles SET favorites = favorites + 1 WHERE id = ?')
      FAVORITES_9000.forEach((newsId, i) => {
        if (fav.run(learner.id, newsId, now - (i + 1) * DAY).changes) bump.run(newsId)
      })
    }
  },
}

/**
 * The fourth layout (section 2 "Items render in 4 layout styles"; section 3 showType): every 8th article from the 6th
 * of each sub-tag (n = 6, 14, 22, 30, 38; all of them style1 articles with a wide cover) is a feature card, showType 4.
 * The app lays the title over the cover, so the card's cover is the article's picture without a caption (a captioned
 * one would put the title under the title). A module of its own, so a database seeded before the layout existed gets
 * it too. Tag 101's first page shows 10106.
 */
export const FEATURE_CARD_IDS_OF_101 = [10106, 10114, 10122, 10130, 10138]

export const newsFeatureCardsSeed: SeedModule = {
  name: 'news-feature-cards',
  run({ db }) {
    db.prepare(
      `UPDATE news_articles SET show_type = 4, cover = '/media/cover/news-' || id || '-feature.png?w=690&h=360'
       WHERE (id % 100) % 8 = 6 AND cover <> '' AND is_root = 1 AND show_type IS NULL`,
    ).run()
  },
}
