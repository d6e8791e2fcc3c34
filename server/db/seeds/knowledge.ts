/**
 * Knowledge store and student-aid zone (docs/spec/content-access.md sections 2, 3, 7 "Knowledge store and student-aid", 9).
 *
 * Ids the app and tests rely on:
 *   tabs (typeConfigList): xxff 7, stkc 1, xyfx 8, jycswd 4, kczq 2, product 5, byzq 3, zygh 6 (section 9)
 *   zones 4..15: shicao 4, kaozheng 5, suyang 6 (kczq); example 7..9; job 10..12; company 13..15
 *   knowledge goods 501..538 (each a presentation of a catalogue goods). FREE goods (claimable with purchaseZerogoods):
 *     catalogue goods 4 (knowledge 501, 522, 531, 535) and 35 (knowledge 502, 521, 536); priced e.g. goods 20 (503)
 *   auditions (tab stkc) 521..528 with clips; 527 and 528 open 3 and 7 days after seeding ('book', auditionType 3)
 *   home floors (ksHomePageId) 1 免费领取, 2 热门试听, 3 实操精品, 4 就业必备; banners 1..3
 *   student-aid categories: level 1 ids 1..7 (two pages of 5 in wxFirstCourseCategorys), level 2 id*10+k (11, 12, 21, ...)
 *   universities 1..15; 30 member shares
 */
import { coverPath } from '../../lib/media/media'
import type { SeedModule } from './types'

const DAY = 24 * 3600 * 1000
const HOUR = 3600 * 1000

/** [id, code, name, route] in the spec's order. */
export const KNOWLEDGE_TABS: [number, string, string, string][] = [
  [7, 'xxff', '学习方法', '/xxff'],
  [1, 'stkc', '试听课程', '/audition'],
  [8, 'xyfx', '行业分析', '/example'],
  [4, 'jycswd', '就业常识问答', '/job'],
  [2, 'kczq', '课程专区', '/kczq'],
  [5, 'product', '产品中心', '/product'],
  [3, 'byzq', '毕业专区', '/pkg'],
  [6, 'zygh', '职业规划', '/zygh'],
]

/** [id, code, name, group, tabId, remark] */
export const KNOWLEDGE_ZONES: [number, string, string, string, number, string][] = [
  [4, 'shicao', '实操专区', 'kczq', 2, '真账实操 上岗必备'],
  [5, 'kaozheng', '考证专区', 'kczq', 2, '初级、中级考证一站备考'],
  [6, 'suyang', '素养专区', 'kczq', 2, '办公技能与职业素养'],
  [7, 'example-trade', '商贸案例', 'example', 8, '批发零售企业真实案例'],
  [8, 'example-industry', '工业案例', 'example', 8, '制造企业成本核算案例'],
  [9, 'example-service', '服务业案例', 'example', 8, '餐饮物流企业纳税案例'],
  [10, 'job-accountant', '会计岗', 'job', 4, '会计岗位每天做什么'],
  [11, 'job-cashier', '出纳岗', 'job', 4, '出纳岗位入门与面试'],
  [12, 'job-tax', '税务岗', 'job', 4, '税务岗位常见问题'],
  [13, 'company-big4', '会计师事务所', 'company', 6, '事务所求职路线'],
  [14, 'company-listed', '上市公司', 'company', 6, '上市公司财务岗发展'],
  [15, 'company-sme', '中小企业', 'company', 6, '中小企业全能会计'],
]

/** [id, name, children [id, name]] */
export const WX_CATEGORIES: [number, string, [number, string][]][] = [
  [1, '会计入门', [[11, '基础概念'], [12, '凭证账簿']]],
  [2, '实操技能', [[21, '全盘账务'], [22, '纳税申报']]],
  [3, '考证备考', [[31, '初级会计'], [32, '中级会计']]],
  [4, '办公软件', [[41, 'Excel'], [42, '财务软件']]],
  [5, '职场发展', [[51, '职业晋升'], [52, '职业素养']]],
  [6, '就业指导', [[61, '简历面试'], [62, '岗位认知']]],
  [7, '学历提升', [[71, '专升本'], [72, '自考']]],
]

const AUDITION_CATEGORIES: [number, string][] = [[1, '做账入门'], [2, '报税实务'], [3, '岗位体验']]

type K = [id: number, goodsId: number, zone: number | null, tab: number, wx: number, aud: number | null, name: string, form: string, presenter: string, remark: string, vid?: string, openInDays?: number]

export const KNOWLEDGE_GOODS: K[] = [
  [501, 4, 4, 2, 11, null, '零基础会计入门训练营', '训练营', '周敏', '7天带你入门会计，免费领取'],
  [502, 35, 4, 2, 22, null, '个税与社保申报公开课', '直播', '王晓丽', '一节课搞懂个税汇算'],
  [503, 20, 4, 2, 21, null, '全盘会计真账实操', '录播', '刘红梅', '真实账套 手把手做账'],
  [504, 22, 4, 2, 12, null, '出纳岗位实操课', '录播', '王晓丽', '现金、银行、票据业务全流程'],
  [505, 2, 5, 2, 31, null, '初级会计实务单科精讲', '录播', '周敏', '重难点逐章精讲'],
  [506, 5, 5, 2, 31, null, '初级会计职称题库', '题库', '会计学堂', '章节练习+历年真题'],
  [507, 12, 5, 2, 32, null, '中级会计每日一练', '题库', '会计学堂', '每天10题 碎片时间刷题'],
  [508, 23, 6, 2, 41, null, 'Excel财务应用', '录播', '孙悦', '函数、透视表与财务模型'],
  [509, 29, 6, 2, 52, null, '薪税师职业素养课', '录播', '陈建国', '人社认证 薪酬与个税实务'],
  [510, 24, 6, 2, 42, null, '财务软件实训工具包', '工具', '会计学堂', '账套练习平台 + 电子税务局模拟'],
  [511, 21, 7, 8, 21, null, '商贸企业账务案例', '案例', '刘红梅', '批发零售企业一个月的账'],
  [512, 20, 8, 8, 21, null, '制造业成本核算案例', '案例', '陈建国', '从领料到完工入库'],
  [513, 22, 9, 8, 22, null, '餐饮企业纳税案例', '案例', '王晓丽', '小规模纳税人申报全流程'],
  [514, 20, 10, 4, 62, null, '会计岗位入职指南', '资料包', '就业指导中心', '会计岗每天做什么'],
  [515, 22, 11, 4, 62, null, '出纳岗位面试题库', '资料包', '就业指导中心', '高频面试题与参考答案'],
  [516, 25, 12, 4, 61, null, '税务岗位答疑卡', '答疑', '会计快答', '工作难题 老师10分钟响应'],
  [517, 14, 13, 6, 52, null, '事务所求职：CPA会计精讲', '录播', '陈建国', '审计岗必备'],
  [518, 27, 14, 6, 51, null, '上市公司财务岗：经济师', '录播', '赵志刚', '职业晋升加分证书'],
  [519, 33, 15, 6, 51, null, '中小企业全能会计：实操VIP', '会员', '会计学堂', '实操课程全套 持续更新'],
  [521, 35, null, 1, 11, 1, '会计凭证怎么填', '试听', '周敏', '5分钟看懂记账凭证', 'pv-611-1'],
  [522, 4, null, 1, 12, 1, '一张报表看懂企业', '试听', '周敏', '资产负债表速读', 'pv-612-1'],
  [523, 22, null, 1, 22, 2, '增值税申报演示', '试听', '王晓丽', '电子税务局实操演示', 'pv-621-1'],
  [524, 22, null, 1, 62, 3, '出纳日常工作', '试听', '王晓丽', '一天的出纳工作', 'pv-711-1'],
  [525, 20, null, 1, 21, 3, '月末结账流程', '试听', '刘红梅', '结账前必须检查的10件事', 'pv-721-1'],
  [526, 21, null, 1, 21, 1, '商贸企业全盘账务（试听）', '试听', '刘红梅', '真账第一节', 'pv-111-1'],
  [527, 20, null, 1, 21, 2, '电商企业全盘账务（直播试听）', '直播试听', '孙悦', '平台结算与收入确认', 'pv-511-1', 3],
  [528, 24, null, 1, 42, 2, '高新企业研发费用（直播试听）', '直播试听', '孙悦', '加计扣除实务', 'pv-521-1', 7],
  [531, 4, null, 7, 11, null, '零基础学会计的正确顺序', '图文', '周敏', '从会计要素到报表'],
  [532, 5, null, 7, 31, null, '初级会计3个月备考计划', '图文', '会计学堂', '每天2小时怎么学'],
  [533, 32, null, 5, 52, null, '会计VIP年卡会员', '会员', '会计学堂', '全站初级课程+实操课畅学'],
  [534, 25, null, 5, 61, null, '会计快答答疑卡', '答疑', '会计快答', '老师10分钟响应'],
  [535, 4, null, 3, 61, null, '应届生求职礼包', '资料包', '就业指导中心', '简历模板+面试题+入门课，免费领'],
  [536, 35, null, 3, 61, null, '毕业季个税实务礼包', '资料包', '王晓丽', '入职前先学会算工资'],
  [537, 30, null, 5, 71, null, '专升本全程辅导', '直播', '学历规划老师', '英语+高数+专业课'],
  [538, 31, null, 5, 72, null, '自考本科·会计学', '直播', '学历规划老师', '核心课程辅导'],
]

/** The catalogue goods priced 0 that knowledge goods present (purchaseZerogoods claims them). */
export const FREE_GOODS_IDS = [4, 35]
export const BOOK_AUDITION_IDS = [527, 528]

/** [ksHomePageId, name, remark, knowledge goods] */
export const KNOWLEDGE_FLOORS: [number, string, string, number[]][] = [
  [1, '免费领取', '登录即可领取 马上学习', [501, 502, 535, 536, 521, 522]],
  [2, '热门试听', '名师试听课 先听再学', [521, 522, 523, 524, 525, 526, 527, 528]],
  [3, '实操精品', '真账实操 上岗必备', [503, 504, 511, 512, 513]],
  [4, '就业必备', '求职面试 一站搞定', [514, 515, 516, 517, 518, 519]],
]

const UNIVERSITIES: [string, string][] = [
  ['中央财经大学', '北京'], ['上海财经大学', '上海'], ['中南财经政法大学', '湖北'], ['西南财经大学', '四川'], ['东北财经大学', '辽宁'],
  ['江西财经大学', '江西'], ['浙江财经大学', '浙江'], ['广东财经大学', '广东'], ['山东财经大学', '山东'], ['天津财经大学', '天津'],
  ['南京财经大学', '江苏'], ['安徽财经大学', '安徽'], ['首都经济贸易大学', '北京'], ['广州番禺职业技术学院', '广东'], ['深圳职业技术大学', '广东'],
]

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高'

export const knowledgeSeed: SeedModule = {
  name: 'knowledge',
  run({ db, now }) {
    const tab = db.prepare('INSERT INTO knowledge_tabs (id, code, name, route, icon, sort) VALUES (?, ?, ?, ?, ?, ?)')
    KNOWLEDGE_TABS.forEach(([id, code, name, route], i) => tab.run(id, code, name, route, coverPath(`ks-tab-${code}`, 96, 96, { title: name }), i + 1))
    const zone = db.prepare('INSERT INTO knowledge_zones (id, code, name, grp, type_id, pic, remark, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    KNOWLEDGE_ZONES.forEach(([id, code, name, grp, tabId, remark], i) => zone.run(id, code, name, grp, tabId, coverPath(`ks-zone-${id}`, 690, 240, { title: name, sub: remark }), remark, i + 1))
    const cat = db.prepare('INSERT INTO wx_categories (id, parent_id, name, icon, sort) VALUES (?, ?, ?, ?, ?)')
    WX_CATEGORIES.forEach(([id, name, children], i) => {
      cat.run(id, null, name, coverPath(`wx-cat-${id}`, 96, 96, { title: name }), i + 1)
      children.forEach(([cid, cname], k) => cat.run(cid, id, cname, coverPath(`wx-cat-${cid}`, 96, 96, { title: cname }), k + 1))
    })
    const aud = db.prepare('INSERT INTO audition_categories (id, name, sort) VALUES (?, ?, ?)')
    AUDITION_CATEGORIES.forEach(([id, name]) => aud.run(id, name, id))

    const goods = db.prepare(
      `INSERT INTO knowledge_goods (id, goods_id, zone_id, type_id, wx_category_id, audition_category_id, name, goods_url, class_form,
         presenter, remark, tags, video_vid, open_at, learn_num, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    KNOWLEDGE_GOODS.forEach(([id, goodsId, zoneId, tabId, wx, audId, name, form, presenter, remark, vid, openInDays], i) => {
      const tags = [form, FREE_GOODS_IDS.includes(goodsId) ? '免费' : '精品'].join(',')
      const openAt = openInDays === undefined ? null : Math.floor(now / HOUR) * HOUR + openInDays * DAY
      goods.run(id, goodsId, zoneId, tabId, wx, audId, name, coverPath(`ks-goods-${id}`, 690, 388, { title: name, sub: presenter ? `${presenter} 主讲` : undefined }), form, presenter, remark, tags, vid ?? null, openAt, 100 + ((id * 37) % 5000), i + 1)
    })

    const banner = db.prepare('INSERT INTO knowledge_banners (id, pic, url, goods_id, sort) VALUES (?, ?, ?, ?, ?)')
    banner.run(1, coverPath('ks-banner-1', 750, 300, { title: '知识商城 好课免费领', sub: '会计人的充电站' }), '', 35, 1)
    banner.run(2, coverPath('ks-banner-2', 750, 300, { title: '课程专区', sub: '精选实务课' }), '/kczq', null, 2)
    banner.run(3, coverPath('ks-banner-3', 750, 300, { title: '学员分享', sub: '听听他们怎么说' }), '', 20, 3)
    const floor = db.prepare('INSERT INTO knowledge_floors (id, name, remark, sort) VALUES (?, ?, ?, ?)')
    const floorGoods = db.prepare('INSERT INTO knowledge_floor_goods (floor_id, knowledge_goods_id, sort) VALUES (?, ?, ?)')
    for (const [id, name, remark, list] of KNOWLEDGE_FLOORS) {
      floor.run(id, name, remark, id)
      list.forEach((g, k) => floorGoods.run(id, g, k + 1))
    }

    const share = db.prepare('INSERT INTO knowledge_shares (id, nick_name, avatar, goods_name, share_num, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    for (let i = 1; i <= 30; i++) {
      const g = KNOWLEDGE_GOODS[(i * 7) % KNOWLEDGE_GOODS.length]
      const nick = `${SURNAMES[i % SURNAMES.length]}同学`
      share.run(i, nick, coverPath(`avatar-share-${i}`, 96, 96, { title: nick, initial: true }), g[6], 1 + ((i * 13) % 40), now - i * 5 * HOUR)
    }
    const uni = db.prepare('INSERT INTO universities (id, name, province, sort) VALUES (?, ?, ?, ?)')
    UNIVERSITIES.forEach(([name, province], i) => uni.run(i + 1, name, province, i + 1))
  },
}
