/**
 * Categories (home floors) and goods with their packages.
 *
 * Ids: goods 1..36; a package's spPriceId is goodsId * 100 + its position (goods 1 -> 101, 102, 103);
 * courses are 7001..7093 (courses.ts). Money in cents. Handy goods for the app and e2e tests:
 *   1  paid, statusSchool (6 campuses), 3 fixed packages (the third has 6 courses), first of floor 1, 3 coupons
 *   3  partner single-subject; package 302 is selectable (choose 2 of 4)
 *   4  free (package 401 costs 0)
 *   5  question bank (goodsType 6, tikuGoodsId 90001)
 *   6  partner all-subject, statusSchool; package 602 selectable (choose 3 of 5), package 601 costs 128850
 *   7  off-shelf          9  sold out          19  no package (price only)
 *   11 selectable packages 1101 (choose 2 of 5) and 1102 (choose 3 of 5), statusSchool
 *   32 VIP (goodsType 4, memberGoodsId 80001)
 */
import type { GoodsType, GoodsTypeId, OriginType } from '../../../contract/goods'

/** [categoryId, name, sort] */
export const CATEGORIES: [number, string, number][] = [
  [1, '初级会计', 1],
  [2, '中级会计', 2],
  [3, '注册会计师', 3],
  [4, '税务师', 4],
  [5, '实操就业', 5],
  [6, '职业证书', 6],
  [7, '学历提升', 7],
  [8, '会员VIP', 8],
]

/** [name, presentPrice, originalPrice, validityMonths, courseIds, chooseNum (0: fixed package)] */
export type PackageSeed = [string, number, number, 6 | 12 | 24, number[], number?]

export interface GoodsSeed {
  id: number
  name: string
  subtitle: string
  cat: number
  type: GoodsType
  typeId: GoodsTypeId
  origin: OriginType
  itemType?: 0 | 1 | 2
  sales: number
  /** Comma separated. */
  tags: string
  sell?: 'soldOut' | 'offShelf'
  /** Campuses selling it: set means statusSchool (a campus must be chosen). */
  schools?: number[]
  /** [present, original]: only for a goods without packages. */
  price?: [number, number]
  memberGoodsId?: number
  tiku?: [id: number, name: string]
  xlType?: number
  packages: PackageSeed[]
}

const ALL_CPA = [7021, 7022, 7023, 7024, 7025, 7026]
const ALL_TAX = [7031, 7032, 7033, 7034, 7035]
const ZJ_FIVE = [7011, 7012, 7013, 7014, 7015]

export const GOODS: GoodsSeed[] = [
  // 初级会计
  { id: 1, name: '2025初级会计职称·全科精讲班', subtitle: '两科联报 直播+录播 名师带学，一次通关', cat: 1, type: 1, typeId: 1, origin: 1, itemType: 1, sales: 12860, tags: '直播,包过,热卖', schools: [1, 2, 3, 5, 6, 8], packages: [
    ['基础精讲班', 98000, 168000, 12, [7001, 7002]],
    ['精讲+习题班', 168000, 268000, 12, [7001, 7002, 7003, 7004]],
    ['全程无忧班（不过退费）', 299900, 498000, 24, [7001, 7002, 7003, 7004, 7005, 7006]],
  ] },
  { id: 2, name: '初级会计实务·单科精讲班', subtitle: '单科突破 重难点逐章精讲', cat: 1, type: 0, typeId: 1, origin: 1, itemType: 0, sales: 5320, tags: '录播,单科', packages: [
    ['单科精讲', 19900, 39900, 12, [7001]],
    ['精讲+习题', 39900, 59900, 12, [7001, 7003]],
  ] },
  { id: 3, name: '经济法基础·单科通关班', subtitle: '合作机构天一教育授课 法条逐条拆解', cat: 1, type: 0, typeId: 1, origin: 2, sales: 2870, tags: '直播,单科', packages: [
    ['单科班', 19900, 39900, 12, [7002]],
    ['自选提升班（4选2）', 29900, 49900, 12, [7002, 7004, 7005, 7006], 2],
  ] },
  { id: 4, name: '初级会计·零基础入门体验课', subtitle: '免费试学 7天带你入门会计', cat: 1, type: 0, typeId: 1, origin: 1, itemType: 0, sales: 35210, tags: '免费,直播', packages: [
    ['免费体验班', 0, 9900, 6, [7006]],
  ] },
  { id: 5, name: '初级会计职称题库（2025版）', subtitle: '章节练习+历年真题+智能组卷', cat: 1, type: 6, typeId: 1, origin: 1, sales: 18800, tags: '题库,刷题', tiku: [90001, '初级会计职称题库'], packages: [
    ['题库年卡', 6800, 12800, 12, [7081, 7082]],
  ] },
  { id: 6, name: '初级会计·考前冲刺密训营', subtitle: '考前30天 冲刺提分 合作机构直播带练', cat: 1, type: 1, typeId: 1, origin: 2, sales: 4210, tags: '直播,冲刺', schools: [3, 4, 9, 10, 11], packages: [
    ['冲刺密训班', 128850, 198000, 6, [7005, 7003, 7004]],
    ['冲刺自选班（5选3）', 99900, 158000, 6, [7001, 7002, 7003, 7004, 7005], 3],
  ] },
  { id: 7, name: '2024初级会计·往期精讲班', subtitle: '往期课程 已停止招生', cat: 1, type: 1, typeId: 1, origin: 1, itemType: 1, sales: 9800, tags: '录播', sell: 'offShelf', packages: [
    ['往期精讲班', 49900, 98000, 12, [7001, 7002]],
  ] },

  // 中级会计
  { id: 8, name: '2025中级会计职称·全科签约班', subtitle: '三科联报 签约保障 不过重读', cat: 2, type: 1, typeId: 1, origin: 1, itemType: 1, sales: 6650, tags: '直播,包过,签约', schools: [1, 2, 4, 6, 7, 8, 12, 13], packages: [
    ['三科精讲班', 298000, 458000, 24, [7011, 7012, 7013]],
    ['三科签约班', 598000, 880000, 24, ZJ_FIVE],
  ] },
  { id: 9, name: '中级会计·早鸟特惠班', subtitle: '限量名额 早报早学', cat: 2, type: 1, typeId: 1, origin: 1, itemType: 1, sales: 3000, tags: '早鸟,限量', sell: 'soldOut', schools: [1, 2, 3], packages: [
    ['早鸟特惠班', 128000, 298000, 12, [7011, 7012, 7013]],
  ] },
  { id: 10, name: '中级财务管理·单科班', subtitle: '公式串讲 计算题专项突破', cat: 2, type: 0, typeId: 1, origin: 2, sales: 1980, tags: '单科,直播', schools: [2, 3, 6], packages: [
    ['单科班', 59900, 89900, 12, [7012]],
    ['单科+真题班', 79900, 119900, 12, [7012, 7014]],
  ] },
  { id: 11, name: '中级会计·科目自选班', subtitle: '五门课程任选 灵活搭配', cat: 2, type: 1, typeId: 1, origin: 1, itemType: 1, sales: 1420, tags: '自选,直播', schools: [1, 3, 5], packages: [
    ['两科自选班（5选2）', 198000, 298000, 12, ZJ_FIVE, 2],
    ['三科自选班（5选3）', 268000, 398000, 12, ZJ_FIVE, 3],
  ] },
  { id: 12, name: '中级会计题库·每日一练', subtitle: '每天10题 碎片时间高效刷题', cat: 2, type: 6, typeId: 1, origin: 1, sales: 7600, tags: '题库,刷题', tiku: [90002, '中级会计职称题库'], packages: [
    ['题库半年卡', 3900, 6900, 6, [7084]],
    ['题库年卡', 5900, 9900, 12, [7084]],
  ] },

  // 注册会计师
  { id: 13, name: 'CPA注册会计师·六科全程班', subtitle: '六科联报 名师直播 两年有效', cat: 3, type: 1, typeId: 1, origin: 1, itemType: 1, sales: 3880, tags: '直播,包过,全科', schools: [1, 2, 3, 4, 5, 6, 7], packages: [
    ['六科精讲班', 880000, 1280000, 24, ALL_CPA],
    ['六科无忧班', 1280000, 1880000, 24, ALL_CPA],
  ] },
  { id: 14, name: 'CPA会计·单科精讲班', subtitle: '会计科目体系化精讲', cat: 3, type: 0, typeId: 1, origin: 1, itemType: 0, sales: 2960, tags: '单科,直播', schools: [1, 2, 3], packages: [
    ['单科精讲', 128000, 198000, 12, [7021]],
  ] },
  { id: 15, name: 'CPA专业阶段·合作全科班', subtitle: '合作机构天一教育 全科直播', cat: 3, type: 1, typeId: 1, origin: 2, sales: 1210, tags: '直播,全科', schools: [5, 6, 7, 9], packages: [
    ['全科班', 1580000, 2180000, 24, ALL_CPA],
    ['会计+审计组合', 498000, 680000, 12, [7021, 7022]],
  ] },
  { id: 16, name: 'CPA题库·全科模考', subtitle: '六科全真模考 智能评分', cat: 3, type: 6, typeId: 1, origin: 1, sales: 5230, tags: '题库,模考', tiku: [90003, 'CPA注册会计师题库'], packages: [
    ['全科题库年卡', 19900, 39900, 12, [7083]],
  ] },
  { id: 36, name: 'CPA税法·单科班', subtitle: '合作机构 税法计算题专项', cat: 3, type: 0, typeId: 1, origin: 2, sales: 870, tags: '单科,直播', packages: [
    ['单科班', 98000, 128000, 12, [7023]],
  ] },

  // 税务师
  { id: 17, name: '税务师·五科全程班', subtitle: '五科联报 直播+题库 两年有效', cat: 4, type: 1, typeId: 1, origin: 1, itemType: 1, sales: 1860, tags: '直播,全科', schools: [1, 4, 8, 12], packages: [
    ['五科精讲班', 458000, 698000, 24, ALL_TAX],
    ['两科冲刺班（5选2）', 168000, 258000, 12, ALL_TAX, 2],
  ] },
  { id: 18, name: '税法（一）·单科班', subtitle: '增值税、消费税逐章精讲', cat: 4, type: 0, typeId: 1, origin: 1, itemType: 0, sales: 920, tags: '单科', packages: [
    ['单科班', 49900, 79900, 12, [7031]],
  ] },
  { id: 19, name: '税务师·私教1对1辅导', subtitle: '专属班主任 定制学习计划（请联系客服购买）', cat: 4, type: 0, typeId: 1, origin: 1, sales: 36, tags: '私教,1对1', price: [680000, 880000], packages: [] },

  // 实操就业
  { id: 20, name: '真账实操·全盘会计就业班', subtitle: '真实账套 手把手做账 推荐就业', cat: 5, type: 2, typeId: 2, origin: 1, itemType: 2, sales: 8420, tags: '实操,就业', schools: [1, 2, 3, 5, 6, 9], packages: [
    ['全盘实操班', 198000, 298000, 12, [7041, 7045, 7046, 7047]],
    ['实操+就业班', 398000, 598000, 24, [7041, 7042, 7043, 7044, 7045, 7049]],
  ] },
  { id: 21, name: '会计就业实训营', subtitle: '8周实训 企业真实岗位', cat: 5, type: 2, typeId: 1, origin: 1, itemType: 2, sales: 2150, tags: '就业,直播', schools: [3, 4, 8], packages: [
    ['就业实训营', 258800, 398000, 12, [7041, 7043, 7044, 7049]],
  ] },
  { id: 22, name: '出纳岗位实操课', subtitle: '现金、银行、票据业务全流程', cat: 5, type: 0, typeId: 1, origin: 1, itemType: 0, sales: 15800, tags: '实操', packages: [
    ['出纳实操', 9900, 29900, 12, [7042]],
  ] },
  { id: 23, name: 'Excel财务应用·高效办公', subtitle: '函数、透视表与财务模型', cat: 5, type: 0, typeId: 1, origin: 2, sales: 11230, tags: '实操,Excel', packages: [
    ['Excel实战课', 12850, 19900, 12, [7043]],
  ] },
  { id: 24, name: '财务软件实训工具包', subtitle: '账套练习平台 + 电子税务局模拟', cat: 5, type: 0, typeId: 3, origin: 1, sales: 3300, tags: '工具,实训', packages: [
    ['工具年卡', 36500, 58000, 12, [7092, 7093]],
  ] },
  { id: 25, name: '会计快答·1对1答疑卡', subtitle: '工作难题 老师10分钟响应', cat: 5, type: 0, typeId: 4, origin: 1, sales: 6120, tags: '答疑', packages: [
    ['半年卡', 9900, 19900, 6, [7091]],
    ['年卡', 16900, 35900, 12, [7091]],
  ] },
  { id: 35, name: '个税与社保申报·免费公开课', subtitle: '一节课搞懂个税汇算', cat: 5, type: 0, typeId: 1, origin: 1, itemType: 0, sales: 22100, tags: '免费,实操', packages: [
    ['免费公开课', 0, 9900, 6, [7044]],
  ] },

  // 职业证书
  { id: 26, name: 'CMA美国注册管理会计师·中文全科班', subtitle: 'P1+P2 双科联报 持证加薪', cat: 6, type: 5, typeId: 1, origin: 1, sales: 980, tags: '证书,直播', schools: [1, 3, 5, 6], packages: [
    ['P1+P2全科班', 1698000, 2280000, 24, [7051, 7052]],
  ] },
  { id: 27, name: '初级经济师·全科班', subtitle: '经济基础+专业实务', cat: 6, type: 5, typeId: 1, origin: 1, sales: 2310, tags: '证书,题库', schools: [6, 7, 8, 13], packages: [
    ['全科班', 69900, 99900, 12, [7053, 7054]],
  ] },
  { id: 28, name: '银行从业资格·全科通关班', subtitle: '法规+理财 两科通关', cat: 6, type: 5, typeId: 1, origin: 2, sales: 1760, tags: '证书,包过', schools: [2, 4, 7], packages: [
    ['两科通关班', 49900, 79900, 12, [7055, 7056]],
    ['单科·法律法规', 29900, 39900, 6, [7055]],
  ] },
  { id: 29, name: '薪税师（三级）·考证班', subtitle: '人社认证 薪酬与个税实务', cat: 6, type: 5, typeId: 1, origin: 1, sales: 640, tags: '证书', packages: [
    ['考证班', 188000, 268000, 12, [7057, 7044]],
  ] },

  // 学历提升
  { id: 30, name: '专升本·全程辅导班', subtitle: '统招专升本 英语+高数+专业课', cat: 7, type: 1, typeId: 1, origin: 1, itemType: 1, xlType: 1, sales: 1320, tags: '学历,直播', schools: [9, 10, 11, 12, 18], packages: [
    ['全程班', 680000, 980000, 24, [7061, 7062, 7063]],
  ] },
  { id: 31, name: '自考本科·会计学专业', subtitle: '核心课程辅导 助力拿证', cat: 7, type: 0, typeId: 1, origin: 1, itemType: 0, xlType: 2, sales: 880, tags: '学历,自考', schools: [1, 5, 9, 13, 18], packages: [
    ['核心课程班', 398000, 598000, 24, [7063, 7064, 7065]],
  ] },

  // 会员VIP
  { id: 32, name: '会计VIP年卡会员', subtitle: '全站初级课程+实操课 畅学', cat: 8, type: 4, typeId: 1, origin: 1, memberGoodsId: 80001, sales: 9700, tags: '会员,畅学', packages: [
    ['年卡', 99900, 199900, 12, [7071, 7072]],
    ['两年卡', 169900, 399800, 24, [7071, 7072]],
  ] },
  { id: 33, name: '实操VIP会员', subtitle: '实操课程全套 持续更新', cat: 8, type: 4, typeId: 1, origin: 1, memberGoodsId: 80002, sales: 4120, tags: '会员,实操', packages: [
    ['年卡', 59900, 99900, 12, [7072]],
  ] },
  { id: 34, name: 'CPA VIP全科会员', subtitle: '六科精讲 两年畅学', cat: 8, type: 4, typeId: 1, origin: 1, memberGoodsId: 80003, sales: 1580, tags: '会员,CPA', packages: [
    ['两年卡', 398000, 598000, 24, [7073]],
  ] },
]
