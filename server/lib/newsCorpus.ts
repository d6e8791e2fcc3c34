/**
 * The seeded article corpus, composed from templates at seed time (db/seeds/news.ts): titles, introductions,
 * tags and HTML bodies with headings, paragraphs, lists, a table and images (/media/cover PNGs). Everything
 * is drawn from a generator seeded with the article id, so the corpus is the same on every machine and run.
 */
import type { InformationType } from '../../types/news'
import { coverPath } from './media'

/** What a sub-tag publishes; decides the informationType, the titles and the body's table. */
export type NewsKind = 'news' | 'notice' | 'guide' | 'policy' | 'practice'

export const KIND_TYPE: Record<NewsKind, InformationType> = { news: 1, notice: 2, guide: 3, policy: 4, practice: 5 }

/** mulberry32: a small deterministic generator of floats in [0, 1). */
export function rng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)]

/** The first `count` items of a Fisher-Yates shuffle of `list`. */
function sample<T>(r: () => number, list: readonly T[], count: number): T[] {
  const copy = [...list]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1))
    ;[copy[i], copy[j]] = [copy[j], copy[i]]
  }
  return copy.slice(0, count)
}

const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')

/** {exam} the exam's name, {prov} the province ('' when nationwide), {year}, {subject}, {n}. */
const TITLES: Record<NewsKind, string[]> = {
  news: [
    '{year}年{exam}考试大纲正式发布，这些变化要注意',
    '{prov}{year}年{exam}考试时间安排公布',
    '{year}年{exam}教材变化解读：调整了哪些章节',
    '{prov}{year}年{exam}考区考务工作通知',
    '{year}年{exam}合格标准及成绩公布时间',
    '{exam}无纸化考试系统操作说明（{year}年版）',
    '{prov}{exam}考前提示：准考证打印与入场须知',
    '{year}年{exam}报考人数再创新高',
  ],
  notice: [
    '{prov}{year}年{exam}报名入口已开通',
    '{year}年{exam}报名条件及所需材料汇总',
    '{prov}{year}年{exam}报名费用及缴费时间',
    '{prov}{year}年{exam}成绩查询入口开通',
    '{prov}{year}年{exam}证书领取通知',
    '{year}年{exam}报名常见问题解答',
    '{prov}{year}年{exam}补报名时间安排',
    '{prov}{year}年{exam}资格审核方式说明',
  ],
  guide: [
    '{exam}备考经验：三个月从零基础到顺利通过',
    '{exam}《{subject}》高频考点汇总（第{n}期）',
    '{exam}刷题技巧：错题本这样用效率翻倍',
    '{exam}考前30天冲刺计划表',
    '上班族如何备考{exam}？时间管理方法分享',
    '{exam}《{subject}》易错知识点梳理',
    '{exam}机考答题技巧与时间分配建议',
    '{exam}《{subject}》章节学习顺序推荐',
  ],
  policy: [
    '财政部：{year}年{exam}相关政策解读',
    '{prov}会计人员继续教育学时登记新规',
    '增值税小规模纳税人减免政策延续执行',
    '个人所得税专项附加扣除标准调整解读',
    '{prov}{year}年会计人员信息采集工作通知',
    '研发费用加计扣除政策最新口径',
    '新修订《会计法》要点解读',
    '数电发票推广应用最新进展',
  ],
  practice: [
    '新手会计做账流程：从原始凭证到财务报表',
    '月末结账必做的{n}项工作',
    '工资薪金的会计处理与个税申报实例',
    '固定资产折旧计提方法与账务处理',
    '小规模纳税人增值税申报表填写实操',
    '财务软件建账步骤详解（{year}年版）',
    '出纳日常工作：现金盘点与银行对账',
    'Excel在财务工作中的{n}个常用函数',
  ],
}

/** Put before a title template's later uses in one sub-tag, so that titles do not repeat. */
const ROUND_PREFIXES = ['最新｜', '速看｜', '收藏｜', '提醒｜', '关注｜']

const LEADS = [
  '为帮助广大考生及时了解最新信息，会计学堂编辑部整理了以下要点，建议收藏。',
  '不少学员在后台留言咨询相关问题，本文一次讲清楚，供大家参考。',
  '以下内容根据官方发布的信息整理，具体以当地主管部门的最新通知为准。',
  '本文结合近几年的考试情况和学员反馈，给出可以直接照做的建议。',
]

const POINTS = [
  '提前确认个人信息，避免因信息错误影响后续环节',
  '合理安排学习时间，每天保持固定的学习节奏',
  '重视教材与大纲，优先掌握分值较高的章节',
  '多做真题，熟悉题型和命题思路',
  '关注官方通知，按时完成各个环节',
  '遇到问题及时联系班主任老师或在线客服',
]

/** [question, answer] pairs of the articles' FAQ section (real articles run well past one screen). */
const FAQ: readonly [string, string][] = [
  ['零基础可以直接报考吗？', '可以。建议先用两到三周系统学习基础概念，再按章节配合练习推进，遇到不理解的知识点及时向老师提问，循序渐进即可。'],
  ['每天需要学习多长时间？', '在职考生每天保持一个半到两个小时的有效学习即可，周末适当增加做题和复盘的时间，关键是保持连续，不要三天打鱼两天晒网。'],
  ['教材有变化时怎么办？', '以当年的考试大纲和教材为准，重点关注新增和调整的章节。课程会同步更新对应内容，学员可在学习中心查看变动说明。'],
  ['考试成绩什么时候公布？', '一般在考试结束后一到两个月内公布，具体时间以官方通知为准。成绩合格的考生需按要求完成后续的资格审核等环节。'],
  ['错过了报名时间还能补报吗？', '通常不设补报环节，请务必关注当地主管部门发布的报名通知，提前准备好照片、学历等材料，在规定时间内完成报名和缴费。'],
  ['做题正确率一直上不去怎么办？', '先回到教材和讲义，把错题涉及的知识点重新梳理一遍，再做同类题目巩固。整理错题本并定期复习，比一味增加做题数量更有效。'],
]

/** [row heading, cells...] rows and the header of each kind's table. */
function tableOf(kind: NewsKind, subjects: readonly string[], year: number, r: () => number): string[][] {
  switch (kind) {
    case 'news':
      return [['考试日期', '考试时间', '科目', '题型', '考试时长'], ...subjects.map((s, i) => [`${year}年5月${17 + i}日`, i % 2 ? '14:00-16:00' : '9:00-11:00', s, '单选、多选、判断、不定项', '120分钟'])]
    case 'notice':
      return [['环节', '时间', '说明'], ['网上报名', `${year}年1月6日-1月24日`, '登录全国会计资格评价网'], ['缴费', `${year}年1月24日前`, '逾期视为放弃报名'], ['准考证打印', `${year}年5月8日起`, '考前一周打印'], ['考试', `${year}年5月17日起`, '无纸化考试'], ['成绩查询', `${year}年6月中旬`, '成绩保留按规定执行']]
    case 'guide':
      return [['阶段', '时间', '学习内容', '目标'], ['基础阶段', '第1-6周', `${subjects[0]}教材通读`, '搭建知识框架'], ['强化阶段', '第7-10周', '章节练习与错题整理', '掌握重难点'], ['冲刺阶段', '第11-12周', '真题与全真模考', '稳定发挥']]
    case 'policy':
      return [['项目', '调整前', '调整后', '执行时间'], ['小规模纳税人征收率', '3%', '1%', `${year}年1月1日`], ['子女教育扣除（每月）', '1000元', '2000元', `${year - 1}年1月1日`], ['研发费用加计扣除比例', '75%', '100%', `${year - 1}年1月1日`]]
    case 'practice': {
      const amount = () => thousands(1000 + Math.floor(r() * 90000))
      return [['业务', '借方科目', '贷方科目', '金额（元）'], ['计提工资', '管理费用', '应付职工薪酬', amount()], ['购入办公用品', '管理费用', '银行存款', amount()], ['销售商品', '应收账款', '主营业务收入', amount()], ['计提折旧', '管理费用', '累计折旧', amount()]]
    }
  }
}

const table = (rows: string[][]) =>
  `<table><thead><tr>${rows[0].map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${rows
    .slice(1)
    .map((row) => `<tr>${row.map((c) => `<td>${c}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`

export interface ArticleText {
  title: string
  introduction: string
  detail: string
}

export interface ArticleInput {
  id: number
  kind: NewsKind
  /** The exam or field the site is about ('初级会计职称'). */
  exam: string
  subjects: readonly string[]
  /** '' when nationwide. */
  provinceName: string
  year: number
  /** Position in its sub-tag (0 newest): picks the title template. */
  index: number
}

/** Title, introduction and HTML body of one article. */
export function composeArticle(a: ArticleInput): ArticleText {
  const r = rng(a.id * 7919)
  const templates = TITLES[a.kind]
  const template = templates[a.index % templates.length]
  const subject = pick(r, a.subjects)
  const n = 3 + (a.index % 8)
  let title = template
    .replace('{exam}', a.exam)
    .replace('{year}', String(a.year))
    .replace('{subject}', subject)
    .replace('{n}', String(n))
  if (template.includes('{prov}')) title = title.replace('{prov}', a.provinceName)
  else if (a.provinceName) title = `【${a.provinceName}】${title}`
  const round = Math.floor(a.index / templates.length)
  if (round > 0) title = `${ROUND_PREFIXES[(round - 1) % ROUND_PREFIXES.length]}${title}`

  const introduction = `${title.replace(/^(【.+?】|.{2}｜)/, '')}。${pick(r, LEADS)}`
  const points = sample(r, POINTS, 3 + Math.floor(r() * 3))
  const img = (k: number) => `<p><img src="${coverPath(`news-${a.id}-${k}`, 750, 420, { title: `${a.exam}备考要点`, sub: `配图${k}` })}" alt="${a.exam}配图${k}"></p>`
  const detail = [
    `<p>${introduction}</p>`,
    img(1),
    `<h2>一、${a.kind === 'practice' ? '业务要点' : '基本情况'}</h2>`,
    `<p>${a.provinceName || '全国'}${a.exam}相关工作按照统一部署进行。${a.kind === 'practice' ? '下面以一家小规模商贸企业为例说明账务处理。' : '具体安排见下表：'}</p>`,
    table(tableOf(a.kind, a.subjects, a.year, r)),
    '<h2>二、注意事项</h2>',
    `<ul>${points.map((p) => `<li>${p}</li>`).join('')}</ul>`,
    img(2),
    '<h3>三、学习建议</h3>',
    `<ol><li>先通读《${subject}》教材，梳理章节框架</li><li>配合课程视频理解重难点</li><li>每章完成练习后整理错题</li></ol>`,
    '<h3>四、常见问题</h3>',
    ...sample(r, FAQ, 3).map(([q, ans]) => `<p><strong>问：${q}</strong></p><p>答：${ans}</p>`),
    `<p><strong>温馨提示：</strong>以上内容仅供参考，请以官方发布为准。</p>`,
  ]
    .filter(Boolean)
    .join('\n')
  return { title, introduction, detail }
}

/** Comma string with the empty entries editors leave behind on most articles (the app drops them). */
export function tagString(siteName: string, catalogName: string, year: number, index: number): string {
  switch (index % 4) {
    case 0:
      return `${siteName},${catalogName},,${year}年`
    case 1:
      return `,${siteName},${catalogName}`
    case 2:
      return `${siteName}, ,${catalogName},`
    default:
      return `${siteName},${catalogName}`
  }
}
