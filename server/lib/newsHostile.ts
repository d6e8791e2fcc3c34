/**
 * Article bodies carrying hostile HTML, the way a compromised editor account or a pasted page would store them.
 * The server keeps and returns them byte for byte; the app must sanitise (DOMPurify on H5, RichText nodes from
 * the same sanitised HTML in the mini-program). Every payload that runs sets `window.__xss` (or the parent's), so
 * a test can check that nothing ran; every body also has ordinary content that must survive sanitising.
 */

export interface HostileBody {
  /** What the body attacks with. */
  attack: 'script' | 'handlers' | 'javascript-urls' | 'svg' | 'frames'
  html: string
  /** Ordinary text that must still be shown after sanitising. */
  keep: string
}

export const HOSTILE_BODIES: HostileBody[] = [
  {
    attack: 'script',
    keep: '报名流程如下',
    html: [
      '<h2>报名入口说明</h2>',
      '<p>今年的报名入口已开通，请考生在规定时间内完成报名。</p>',
      "<script>window.__xss = 'script'; document.title = 'hacked'</script>",
      '<p>报名流程如下：</p>',
      '<ol><li>登录全国会计资格评价网</li><li>填写报名信息并上传照片</li><li>缴纳报名费</li></ol>',
      '<SCRIPT SRC="https://evil.example/steal.js"></SCRIPT>',
      "<script type=\"module\">window.__xss = 'module-script'</script>",
      "<noscript><p title=\"</noscript><img src=x onerror=window.__xss='noscript'>\">提示</p></noscript>",
      '<p>如有疑问，请联系当地会计考试管理机构。</p>',
    ].join('\n'),
  },
  {
    attack: 'handlers',
    keep: '点击下方图片领取备考资料',
    html: [
      '<h2>备考资料免费领</h2>',
      '<p>点击下方图片领取备考资料：</p>',
      "<p><img src=\"/media/missing-image.png\" alt=\"资料\" onerror=\"window.__xss = 'img-onerror'\"></p>",
      "<p onclick=\"window.__xss = 'p-onclick'\" onmouseover=\"window.__xss = 'p-onmouseover'\">把鼠标移到这里试试。</p>",
      "<a href=\"/article/10101\" onclick=\"window.__xss = 'a-onclick'; return false\">查看上一篇</a>",
      "<div tabindex=\"0\" autofocus onfocus=\"window.__xss = 'div-onfocus'\">自动聚焦的区块</div>",
      "<input autofocus onfocus=\"window.__xss = 'input-onfocus'\" value=\"请输入手机号\">",
      "<details open ontoggle=\"window.__xss = 'details-ontoggle'\"><summary>展开查看</summary><p>资料清单见附件。</p></details>",
      "<body onload=\"window.__xss = 'body-onload'\"><p>正文结束。</p></body>",
    ].join('\n'),
  },
  {
    attack: 'javascript-urls',
    keep: '考试大纲下载',
    html: [
      '<h2>考试大纲下载</h2>',
      '<p>以下链接均为编辑误贴，请勿点击：</p>',
      "<ul><li><a href=\"javascript:window.__xss = 'js-link'\">点击下载考试大纲</a></li>",
      "<li><a href=\"JaVaScRiPt:window.__xss = 'mixed-case'\">大小写混写的链接</a></li>",
      "<li><a href=\"  javascript:void(window.__xss = 'leading-space')\">前导空格的链接</a></li>",
      "<li><a href=\"jav&#x09;ascript:window.__xss = 'tab-entity'\">夹带制表符的链接</a></li>",
      "<li><a href=\"&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss = 'entities'\">实体编码的链接</a></li>",
      '<li><a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data 链接</a></li></ul>',
      "<form action=\"javascript:window.__xss = 'form-action'\"><button type=\"submit\">提交报名表</button></form>",
      "<p style=\"background-image: url(javascript:window.__xss = 'css-url')\">带样式的段落。</p>",
    ].join('\n'),
  },
  {
    attack: 'svg',
    keep: '近五年通过率',
    html: [
      '<h2>近五年通过率</h2>',
      '<svg width="300" height="60"><rect width="120" height="20" fill="#4a90e2"></rect><text x="0" y="45">通过率走势</text></svg>',
      "<svg><script>window.__xss = 'svg-script'</script></svg>",
      "<svg onload=\"window.__xss = 'svg-onload'\"><circle cx=\"20\" cy=\"20\" r=\"10\"></circle></svg>",
      "<svg><a xlink:href=\"javascript:window.__xss = 'svg-xlink'\"><text x=\"0\" y=\"15\">查看详情</text></a></svg>",
      "<svg><animate onbegin=\"window.__xss = 'svg-animate'\" attributeName=\"x\" dur=\"1s\"></animate></svg>",
      "<svg><foreignObject><iframe srcdoc=\"&lt;script&gt;parent.__xss = 'svg-foreign'&lt;/script&gt;\"></iframe></foreignObject></svg>",
      "<svg></p><style><a id=\"</style><img src=1 onerror=window.__xss='mxss'>\"></style></svg>",
      '<p>数据来源：各年度考试公告。</p>',
    ].join('\n'),
  },
  {
    attack: 'frames',
    keep: '直播回放入口',
    html: [
      '<h2>直播回放入口</h2>',
      '<p>直播回放已上线，可在课程页观看。</p>',
      "<iframe src=\"javascript:parent.__xss = 'iframe-js'\"></iframe>",
      "<iframe srcdoc=\"&lt;script&gt;parent.__xss = 'iframe-srcdoc'&lt;/script&gt;\"></iframe>",
      '<iframe src="https://evil.example/phish" width="100%" height="300" frameborder="0"></iframe>',
      "<object data=\"javascript:window.__xss = 'object'\"></object>",
      "<embed src=\"javascript:window.__xss = 'embed'\">",
      "<meta http-equiv=\"refresh\" content=\"0;url=javascript:window.__xss = 'meta-refresh'\">",
      '<base href="https://evil.example/">',
      '<link rel="stylesheet" href="https://evil.example/hide.css">',
      '<style>body { display: none }</style>',
      '<p>回放有效期为一年。</p>',
    ].join('\n'),
  },
]
