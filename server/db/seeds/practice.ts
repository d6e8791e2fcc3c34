/**
 * Practical courses (docs/spec/content-access.md sections 2, 3, 7 "Practical courses and banners", 9).
 *
 * Ids the app and tests rely on:
 *   tree 'course': industries 1..5 (level 1), sub-navigation n*10+k (11, 12, 21, ...), courses n*100+k (111, 112, ...);
 *     the first industry's first child is 11, whose first course is 111
 *   tree 'audition': 6, 7 with 61, 62, 71, 72 and courses 611, 612, 621, 711, 721
 *   every course node has one video (id = node id) with 3 or 4 chapters; chapter vids 'pv-<node>-<n>', chapter 1 is
 *     the audition clip (the node's `audition`); all play server/media/audition-sample.mp4
 *   banners 2601 (goods 20), 2602 (a URL), 2603 (free goods 35), place 26; teachers 1..6; categories 1..4
 *   hot articles: news articles 70101, 70102, 70103, 70201, 70202, 70301 (site 7 会计实操)
 */
import { coverPath } from '../../lib/media/media'
import { rng } from '../corpus/newsCorpus'
import type { SeedModule } from './types'

type Course = [id: number, name: string, goodsId: number, hours: number]
type Sub = [id: number, name: string, courses: Course[]]
type Industry = [id: number, name: string, sort: 'course' | 'audition', teachers: number[], subs: Sub[]]

export const PRACTICE_TREE: Industry[] = [
  [1, '商贸行业', 'course', [1, 3], [
    [11, '批发零售', [[111, '商贸企业全盘账务', 20, 36], [112, '进销存与成本核算', 21, 24]]],
    [12, '进出口贸易', [[121, '外贸企业出口退税', 20, 18], [122, '外汇与结汇核算', 23, 12]]],
  ]],
  [2, '工业制造', 'course', [2, 1], [
    [21, '机械制造', [[211, '制造业成本核算', 21, 30], [212, '生产企业全盘账务', 20, 40]]],
    [22, '食品加工', [[221, '食品企业存货管理', 22, 16], [222, '农产品抵扣实务', 24, 10]]],
  ]],
  [3, '服务行业', 'course', [3, 6], [
    [31, '餐饮酒店', [[311, '餐饮企业全盘账务', 20, 28], [312, '酒店收入与成本', 22, 14]]],
    [32, '物流运输', [[321, '物流企业全盘账务', 21, 26]]],
  ]],
  [4, '建筑房地产', 'course', [4, 2], [
    [41, '建筑施工', [[411, '建筑企业项目核算', 20, 32], [412, '建筑业增值税实务', 23, 12]]],
    [42, '房地产开发', [[421, '房地产开发成本核算', 21, 30]]],
  ]],
  [5, '互联网电商', 'course', [5, 6], [
    [51, '电商平台', [[511, '电商企业全盘账务', 20, 30], [512, '直播带货财税处理', 22, 12]]],
    [52, '软件科技', [[521, '高新技术企业研发费用', 24, 16]]],
  ]],
  [6, '免费试听', 'audition', [6, 1], [
    [61, '做账入门', [[611, '会计凭证怎么填', 35, 2], [612, '一张报表看懂企业', 35, 2]]],
    [62, '报税入门', [[621, '增值税申报演示', 22, 2]]],
  ]],
  [7, '岗位体验', 'audition', [6, 3], [
    [71, '出纳岗位', [[711, '出纳日常工作', 22, 3]]],
    [72, '总账岗位', [[721, '月末结账流程', 20, 3]]],
  ]],
]

/** [id, name, introductionList] */
const TEACHERS: [number, string, string[]][] = [
  [1, '刘红梅', ['中级会计师，15年商贸企业总账经验', '擅长进销存核算与税务筹划', '累计带教学员2万余人']],
  [2, '陈建国', ['注册会计师，曾任制造业集团财务经理', '擅长成本核算与内控', '授课风格严谨，案例丰富']],
  [3, '王晓丽', ['税务师，10年代理记账机构主管', '熟悉餐饮、物流等服务业账务', '擅长把复杂业务讲简单']],
  [4, '赵志刚', ['高级会计师，建筑企业财务总监', '精通项目核算与建筑业增值税', '主持多个大型项目财务管理']],
  [5, '孙悦', ['电商企业财务负责人', '熟悉平台结算、直播带货收入确认', '擅长新业态财税处理']],
  [6, '周敏', ['会计学堂金牌讲师', '零基础入门课程主讲', '课程累计播放超百万次']],
]

/** [id, name, remark, goodsIds] */
const CATEGORIES: [number, string, string, number[]][] = [
  [1, '真账实操', '真实企业账套 手把手带练', [20, 21, 22]],
  [2, '办公技能', 'Excel与财务软件 提升工作效率', [23, 24]],
  [3, '免费体验', '零门槛 先学再决定', [35, 4]],
  [4, '答疑服务', '工作难题 老师10分钟响应', [25]],
]

const TIPS = [
  '真账实操课程已更新2025年新版账套',
  '每周三晚8点 老师直播答疑',
  '结业学员平均3个月内上岗',
  '新学员报名赠送《Excel财务函数》课程',
  '学习中遇到问题，班主任24小时内解答',
]

const GUARANTEES: [string, string][] = [
  ['真实账套', '来自合作企业的真实业务单据'],
  ['名师答疑', '一对一答疑 24小时内回复'],
  ['就业推荐', '结业推荐合作企业岗位'],
  ['不限次回放', '有效期内课程不限次观看'],
]

export const PRACTICE_HOT_ARTICLES = [70101, 70102, 70103, 70201, 70202, 70301]
export const PRACTICE_BANNER_IDS = [2601, 2602, 2603]
const CHAPTER_TITLES = ['业务场景与原始单据', '凭证录入与审核', '账簿登记与对账', '报表编制与申报']

const details = (name: string, id: number) =>
  `<h3>课程介绍</h3><p>《${name}》以真实企业账套为蓝本，从原始单据到报表申报完整演示。</p>` +
  `<p><img src="${coverPath(`practice-detail-${id}`, 750, 420, { title: name, sub: '课程介绍' })}" alt="${name}"></p>` +
  '<h3>你将收获</h3><ul><li>独立完成该行业的日常账务处理</li><li>掌握纳税申报要点</li><li>积累可写进简历的项目经验</li></ul>'

const description = (hours: number, audition: boolean) =>
  JSON.stringify([
    { title: '课程时长', value: `${hours}课时` },
    { title: '适合人群', value: audition ? '零基础 / 想先体验的学员' : '会计新人 / 转行 / 在职提升' },
    { title: '学习方式', value: '视频讲解 + 真账练习' },
    { title: '有效期', value: audition ? '永久' : '12个月' },
  ])

export const practiceSeed: SeedModule = {
  name: 'practice',
  run({ db }) {
    const node = db.prepare(
      `INSERT INTO practice_nodes (id, parent_id, sort_type, level, sort_name, app_pic, details, description, audition, spread, goods_id, sort)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    const teacher = db.prepare('INSERT INTO practice_teachers (id, teacher_name, pic, introduction, sort) VALUES (?, ?, ?, ?, ?)')
    const nodeTeacher = db.prepare('INSERT INTO practice_node_teachers (node_id, teacher_id, sort) VALUES (?, ?, ?)')
    const video = db.prepare('INSERT INTO practice_videos (id, node_id, title, cover, teacher_id, sort) VALUES (?, ?, ?, ?, ?, ?)')
    const chapter = db.prepare(
      'INSERT INTO practice_chapters (id, video_id, vid, title, duration_seconds, is_audition, sort) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    const learner = db.prepare('INSERT INTO practice_learners (id, node_id, phone, learn_num) VALUES (?, ?, ?, ?)')
    for (const [id, name, intro] of TEACHERS) teacher.run(id, name, coverPath(`teacher-${id}`, 200, 200, { title: name, initial: true }), JSON.stringify(intro), id)

    const r = rng(2026)
    let learnerId = 0
    PRACTICE_TREE.forEach(([l1, l1Name, sort, teachers, subs], i) => {
      node.run(l1, null, sort, 1, l1Name, coverPath(`practice-ind-${l1}`, 120, 120, { title: l1Name }), '', '[]', null, l1 <= 2 ? 1 : 0, null, i + 1)
      teachers.forEach((t, k) => nodeTeacher.run(l1, t, k + 1))
      subs.forEach(([l2, l2Name, courses], j) => {
        node.run(l2, l1, sort, 2, l2Name, coverPath(`practice-sub-${l2}`, 120, 120, { title: l2Name }), '', '[]', null, 0, null, j + 1)
        courses.forEach(([l3, l3Name, goodsId, hours], k) => {
          const audition = `pv-${l3}-1`
          node.run(l3, l2, sort, 3, l3Name, coverPath(`practice-${l3}`, 750, 360, { title: l3Name, sub: l1Name }), details(l3Name, l3), description(hours, sort === 'audition'), audition, 0, goodsId, k + 1)
          const teacherId = teachers[k % teachers.length]
          const sub = `${l2Name} · ${TEACHERS.find(([tid]) => tid === teacherId)![1]}老师`
          video.run(l3, l3, `${l3Name}（${l1Name}）`, coverPath(`practice-video-${l3}`, 750, 420, { title: l3Name, sub }), teacherId, 1)
          const chapters = sort === 'audition' ? 3 : 4
          for (let n = 1; n <= chapters; n++) {
            chapter.run(l3 * 10 + n, l3, `pv-${l3}-${n}`, `第${n}节 ${CHAPTER_TITLES[n - 1]}`, 300 + Math.floor(r() * 900), n === 1 ? 1 : 0, n)
          }
          for (let n = 0; n < 3; n++) {
            const phone = `1${3 + Math.floor(r() * 6)}${Math.floor(r() * 10)}****${String(Math.floor(r() * 10000)).padStart(4, '0')}`
            learner.run(++learnerId, l3, phone, 30 + Math.floor(r() * 870))
          }
        })
      })
    })

    const banner = db.prepare(
      `INSERT INTO practice_banners (id, pic, type, url, goods_info_id, website_id, show_place_id, config_id, sort)
       VALUES (?, ?, ?, ?, ?, 7, 26, ?, ?)`,
    )
    banner.run(2601, coverPath('practice-banner-1', 750, 300, { title: '真账实操 助学圆梦', sub: '真实账套 · 手把手带练' }), 1, '', 20, 1, 1)
    banner.run(2602, coverPath('practice-banner-2', 750, 300, { title: '免费试听 实操课程', sub: '先听后报 不花冤枉钱' }), 2, '/subChannel/practicalCourse?tab=audition', null, 2, 2)
    banner.run(2603, coverPath('practice-banner-3', 750, 300, { title: '做账报税 一站学会', sub: '就业推荐' }), 1, '', 35, 3, 3)

    const category = db.prepare('INSERT INTO practice_categories (id, name, remark, sort) VALUES (?, ?, ?, ?)')
    const categoryGoods = db.prepare('INSERT INTO practice_category_goods (category_id, goods_id, sort) VALUES (?, ?, ?)')
    for (const [id, name, remark, goods] of CATEGORIES) {
      category.run(id, name, remark, id)
      goods.forEach((g, k) => categoryGoods.run(id, g, k + 1))
    }
    const tip = db.prepare('INSERT INTO practice_tips (id, text, sort) VALUES (?, ?, ?)')
    TIPS.forEach((text, i) => tip.run(i + 1, text, i + 1))
    const guarantee = db.prepare('INSERT INTO practice_guarantees (id, icon, title, description, sort) VALUES (?, ?, ?, ?, ?)')
    GUARANTEES.forEach(([title, desc], i) => guarantee.run(i + 1, coverPath(`guarantee-${i + 1}`, 96, 96, { title }), title, desc, i + 1))
    const hot = db.prepare('INSERT INTO practice_hot_articles (news_id, sort) VALUES (?, ?)')
    PRACTICE_HOT_ARTICLES.forEach((id, i) => hot.run(id, i + 1))
  },
}
