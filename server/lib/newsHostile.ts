/**
 * Article bodies carrying hostile HTML (the payloads of ./xssCorpus, every one of them in one of these five bodies),
 * the way a compromised editor account or a pasted page would store them. The server keeps and returns them byte
 * for byte; the app must sanitise (the shared allow-list, then DOMPurify on H5; rich-text nodes of the same tree in
 * the mini-program). Each body also has ordinary content that must survive sanitising (`keep`).
 */
import { XSS_PAYLOADS, payloadNamed, type XssFamily, type XssPayload } from './xssCorpus'

export interface HostileBody {
  /** What the body attacks with. */
  attack: 'script' | 'handlers' | 'javascript-urls' | 'svg' | 'frames'
  /** Names of the corpus payloads it carries, in order. */
  payloads: string[]
  html: string
  /** Ordinary text that must still be shown after sanitising. */
  keep: string
}

/** Ordinary paragraphs between the payloads, so a body reads like an article around them. */
const FILLERS = [
  '请考生在规定时间内完成报名，逾期不再补报。',
  '报名前请准备好身份证件和近期免冠证件照。',
  '考试大纲以财政部会计财务评价中心公布的版本为准。',
  '备考时建议先通读教材，再配合章节练习巩固。',
  '历年真题是了解命题思路的最好材料。',
  '如有疑问，请联系当地会计考试管理机构。',
]

export interface BodyText {
  heading: string
  intro: string
  /** Shown before any payload, so no unclosed tag can swallow it. */
  keep: string
  outro: string
}

/** A body: heading, intro and the text to keep, then each payload followed by an ordinary paragraph, then the outro. */
export function hostileHtml(text: BodyText, payloads: XssPayload[]): string {
  return [
    `<h2>${text.heading}</h2>`,
    `<p>${text.intro}</p>`,
    `<p>${text.keep}</p>`,
    ...payloads.flatMap((p, i) => [p.html, `<p>${FILLERS[i % FILLERS.length]}</p>`]),
    `<p>${text.outro}</p>`,
  ].join('\n')
}

/**
 * The payloads of `families` that leave what follows them alone, then `last`: a payload that hides the rest of the
 * body (XssPayload.swallows), one per body, so that the five bodies between them carry every payload of the corpus.
 */
function body(attack: HostileBody['attack'], families: XssFamily[], last: string, text: BodyText): HostileBody {
  const payloads = [...XSS_PAYLOADS.filter((p) => families.includes(p.family) && !p.swallows), payloadNamed(last)]
  return { attack, keep: text.keep, payloads: payloads.map((p) => p.name), html: hostileHtml(text, payloads) }
}

export const HOSTILE_BODIES: HostileBody[] = [
  body('script', ['script', 'case-and-whitespace', 'malformed', 'comment-and-cdata', 'unclosed'], 'unclosed-script', {
    heading: '报名入口说明',
    intro: '今年的报名入口已开通，请考生在规定时间内完成报名。',
    keep: '报名流程如下：登录全国会计资格评价网，填写报名信息并上传照片，缴纳报名费。',
    outro: '祝各位考生顺利通过考试。',
  }),
  body('handlers', ['event-handler', 'dom-clobbering', 'unquoted-and-backtick', 'unicode-escape'], 'unclosed-svg', {
    heading: '备考资料免费领',
    intro: '本期整理了初级会计职称的全套备考资料。',
    keep: '点击下方图片领取备考资料：讲义、章节练习和历年真题。',
    outro: '资料仅供个人学习使用。',
  }),
  body('javascript-urls', ['url-scheme', 'form', 'double-encoding'], 'unclosed-quote', {
    heading: '考试大纲下载',
    intro: '以下链接均为编辑误贴，请勿点击。',
    keep: '考试大纲下载请以官方网站公布的文件为准。',
    outro: '大纲如有调整，本站将第一时间更新。',
  }),
  body('svg', ['svg', 'mathml', 'mxss'], 'form-math-mglyph', {
    heading: '近五年通过率',
    intro: '下面是近五年初级会计职称考试的通过率统计。',
    keep: '近五年通过率保持在百分之二十左右，备考需要系统规划。',
    outro: '数据来源：各年度考试公告。',
  }),
  body('frames', ['frame-and-embed', 'css'], 'unclosed-iframe-srcdoc', {
    heading: '直播回放入口',
    intro: '直播回放已上线，可在课程页观看。',
    keep: '直播回放入口在课程页的右上角，回放有效期为一年。',
    outro: '更多直播安排请关注课程公告。',
  }),
]
