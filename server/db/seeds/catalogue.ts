import type { SeedModule } from './types'
import { coverPath } from '../../lib/media/media'
import { endOfDayAfter } from '../../lib/time'
import { AUDITION_TITLES, COURSES } from './courses'
import { CATEGORIES, GOODS, type GoodsSeed } from './goods'
import { BANNERS, COUPONS, HOT_WORDS } from './marketing'
import { CITIES, SCHOOLS } from './places'

/** The package id of a goods' n-th package (0-based): goods 12 -> 1201, 1202, ... */
export const spPriceIdOf = (goodsId: number, index: number) => goodsId * 100 + index + 1

const AUDIENCE: Record<number, string> = {
  1: '零基础转行会计、在校大学生、需要取得初级会计职称的在职人员。',
  2: '已取得初级职称、希望晋升财务主管的在职会计。',
  3: '希望进入会计师事务所或成为财务高管的财会从业者。',
  4: '从事税务筹划、涉税服务工作的财税人员。',
  5: '缺少实际工作经验、准备求职或转岗的会计新人。',
  6: '希望提升职业竞争力、考取行业证书的职场人士。',
  7: '希望提升学历、拿到本科文凭的专科及在职人员。',
  8: '需要长期系统学习、多科目畅学的学员。',
}

const HIGHLIGHTS: Record<string, string> = {
  直播: '名师直播授课，课后不限次回放',
  包过: '签约保障，未通过可免费重读',
  签约: '签订学习协议，服务内容有保障',
  题库: '配套智能题库：章节练习、历年真题、全真模考',
  刷题: '错题本自动收录，薄弱点针对性训练',
  实操: '真实企业账套，老师手把手带练',
  就业: '结业后推荐合作企业就业岗位',
  免费: '免费试学，无需付费即可开始学习',
  会员: '会员期内课程畅学，持续更新',
  证书: '紧扣考试大纲，助力一次拿证',
  学历: '专业学习规划老师一对一指导报考',
  冲刺: '考前高频考点串讲与押题密训',
}

const TEACHER_OF = new Map(COURSES.map(([id, , teacher]) => [id, teacher]))

/** Who teaches a goods' courses, for its cover ('张敏 李华 王磊等主讲'); undefined when it has no courses. */
export function teachersLine(g: GoodsSeed): string | undefined {
  const names = [...new Set(g.packages.flatMap(([, , , , courses]) => courses.map((c) => TEACHER_OF.get(c)).filter((t) => t)))]
  if (!names.length) return undefined
  return `${names.slice(0, 3).join(' ')}${names.length > 3 ? '等' : ' '}主讲`
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Introduction HTML: headings, paragraphs, a list and an image. */
export function introHtml(g: GoodsSeed): string {
  const points = g.tags
    .split(',')
    .map((t) => HIGHLIGHTS[t])
    .filter(Boolean)
  points.push('班主任全程督学，学习问题24小时内解答')
  const packs = g.packages.length
    ? `<ul>${g.packages
        .map(([name, , , months, courses, choose]) => {
          const content = choose ? `${courses.length}门课程任选${choose}门` : `含${courses.length}门课程`
          return `<li>${esc(name)}：${content}，有效期${months}个月</li>`
        })
        .join('')}</ul>`
    : '<p>本商品暂不支持在线购买，请联系客服老师为您定制方案。</p>'
  return [
    `<h2>${esc(g.name)}</h2>`,
    `<p>${esc(g.subtitle)}。</p>`,
    `<p><img src="${coverPath(`intro-${g.id}`, 750, 420, { title: g.name, sub: '课程介绍' })}" alt="${esc(g.name)}"></p>`,
    '<h3>课程亮点</h3>',
    `<ul>${points.map((p) => `<li>${esc(p)}</li>`).join('')}</ul>`,
    '<h3>适合人群</h3>',
    `<p>${AUDIENCE[g.cat] ?? '所有希望提升财会能力的学员。'}</p>`,
    '<h3>套餐说明</h3>',
    packs,
  ].join('\n')
}

/**
 * The goods catalogue: cities and campuses, categories, courses, goods with packages, auditions and
 * introductions, coupons, banners and hot words (see seeds/goods.ts for ids the app and tests rely on).
 */
export const catalogueSeed: SeedModule = {
  name: 'catalogue',
  run({ db, now }) {
    const city = db.prepare('INSERT OR IGNORE INTO cities (id, name, initial, sort) VALUES (?, ?, ?, ?)')
    for (const row of CITIES) city.run(...row)
    const school = db.prepare('INSERT OR IGNORE INTO schools (id, name, city_id, address, phone) VALUES (?, ?, ?, ?, ?)')
    for (const row of SCHOOLS) school.run(...row)

    const category = db.prepare('INSERT OR IGNORE INTO categories (id, name, icon, sort) VALUES (?, ?, ?, ?)')
    for (const [id, name, sort] of CATEGORIES) category.run(id, name, coverPath(`cat-${id}`, 96, 96, { title: name }), sort)

    const course = db.prepare('INSERT OR IGNORE INTO courses (id, name, teacher_name, lesson_count) VALUES (?, ?, ?, ?)')
    for (const row of COURSES) course.run(...row)

    const goods = db.prepare(
      `INSERT OR IGNORE INTO goods (id, name, subtitle, category_id, goods_type, goods_type_id, origin_type, item_type, xl_type,
         present_price, original_price, thumb_path, pics, sell_status, status_school, member_goods_id, tiku_goods_id,
         tiku_goods_name, sales_num, tags, intro_html, sort, created_at)
       VALUES (@id, @name, @subtitle, @cat, @type, @typeId, @origin, @itemType, @xlType, @present, @original, @thumb, @pics,
         @sell, @statusSchool, @memberGoodsId, @tikuId, @tikuName, @sales, @tags, @intro, @sort, @createdAt)`,
    )
    const goodsSchool = db.prepare('INSERT OR IGNORE INTO goods_schools (goods_id, school_id) VALUES (?, ?)')
    const spec = db.prepare(
      `INSERT OR IGNORE INTO specifications (sp_price_id, goods_id, name, present_price, original_price, validity_months, choose_num, sold_out, sort)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    const specCourse = db.prepare('INSERT OR IGNORE INTO specification_courses (sp_price_id, course_id, sort) VALUES (?, ?, ?)')
    const audition = db.prepare(
      `INSERT OR IGNORE INTO auditions (id, sp_price_id, course_id, title, duration_seconds, cover, video_url, sort)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )

    let auditionId = 0
    GOODS.forEach((g, index) => {
      goods.run({
        id: g.id,
        name: g.name,
        subtitle: g.subtitle,
        cat: g.cat,
        type: g.type,
        typeId: g.typeId,
        origin: g.origin,
        itemType: g.itemType ?? null,
        xlType: g.xlType ?? null,
        present: g.price?.[0] ?? 0,
        original: g.price?.[1] ?? 0,
        thumb: coverPath(`goods-${g.id}`, 600, 400, { title: g.name, sub: teachersLine(g) ?? g.subtitle }),
        pics: JSON.stringify([1, 2, 3].map((n) => coverPath(`goods-${g.id}-${n}`, 750, 500, { title: g.name, sub: `${g.subtitle}（${n}/3）` }))),
        sell: g.sell ?? 'onSale',
        statusSchool: g.schools ? 1 : 0,
        memberGoodsId: g.memberGoodsId ?? null,
        tikuId: g.tiku?.[0] ?? null,
        tikuName: g.tiku?.[1] ?? null,
        sales: g.sales,
        tags: g.tags,
        intro: introHtml(g),
        sort: (index + 1) * 10,
        createdAt: now,
      })
      for (const s of g.schools ?? []) goodsSchool.run(g.id, s)
      g.packages.forEach(([name, present, original, months, courses, choose], p) => {
        const sp = spPriceIdOf(g.id, p)
        spec.run(sp, g.id, name, present, original, months, choose ?? 0, g.sell === 'soldOut' ? 1 : 0, p + 1)
        courses.forEach((c, i) => specCourse.run(sp, c, i + 1))
        // 2 to 4 audition lessons per package, cycling through its courses
        const count = 2 + (sp % 3)
        for (let i = 0; i < count; i++) {
          auditionId += 1
          const courseId = courses[i % courses.length]
          const title = `第${Math.floor(i / courses.length) + 1}讲 ${AUDITION_TITLES[i % AUDITION_TITLES.length]}`
          const duration = 600 + ((auditionId * 137) % 1800)
          audition.run(
            auditionId,
            sp,
            courseId,
            title,
            duration,
            coverPath(`audition-${auditionId}`, 480, 270, { title, sub: `试听 · ${TEACHER_OF.get(courseId)}老师` }),
            '/media/video/audition-sample.mp4',
            i + 1,
          )
        }
      })
    })

    const coupon = db.prepare('INSERT OR IGNORE INTO coupons (id, goods_id, name, amount, threshold, valid_until, sort) VALUES (?, ?, ?, ?, ?, ?, ?)')
    for (const [id, goodsId, name, amount, threshold, days] of COUPONS) {
      coupon.run(id, goodsId, name, amount, threshold, days < 0 ? now + days * 24 * 3600 * 1000 : endOfDayAfter(now, days), id)
    }

    const banner = db.prepare(
      `INSERT OR IGNORE INTO banners (id, pic, type, url, goods_info_id, goods_type, goods_origin_type, website_id, show_place_id, config_id, sort)
       VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?)`,
    )
    for (const b of BANNERS) {
      banner.run(b.id, coverPath(`banner-${b.id}`, 750, 320, { title: b.headline, sub: b.sub }), b.type, b.url ?? '', b.goodsInfoId ?? null, b.goodsType ?? null, b.goodsOriginType ?? null, b.showPlaceId, b.configId, b.sort)
    }

    const hot = db.prepare('INSERT OR IGNORE INTO hot_words (word, sort) VALUES (?, ?)')
    HOT_WORDS.forEach((w, i) => hot.run(w, i + 1))
  },
}
