/**
 * The privacy policy shown at /protocol (the spec names the page, not its text: this is the app's own), as its
 * catalogue: the date it was updated and its sections.
 */
export const POLICY_TEXT: { pageTitle: string; title: string; updated: string; sections: { heading: string; paragraphs: string[] }[] } = {
  pageTitle: '隐私政策',
  title: '会计学堂隐私政策',
  updated: '更新日期：2025年5月25日',
  sections: [
    {
      heading: '引言',
      paragraphs: [
        '会计学堂（以下简称“我们”）重视用户的个人信息和隐私保护。本政策说明我们在您使用会计学堂网页应用和小程序时如何收集、使用、存储和保护您的个人信息。',
      ],
    },
    {
      heading: '一、我们收集的信息',
      paragraphs: [
        '1. 账号信息：您使用手机号和短信验证码登录时，我们收集您的手机号码，用于创建和识别账号；昵称默认取手机号后四位。',
        '2. 学习与交易信息：您浏览、收藏、试听、购买课程，参加直播和模拟考试时产生的记录，用于提供课程服务和售后。',
        '3. 设备与日志信息：为保障服务安全和排查故障，我们记录访问时间、页面地址、浏览器或客户端类型等必要信息。',
      ],
    },
    {
      heading: '二、我们如何使用信息',
      paragraphs: [
        '我们仅在提供登录、选课、订单与支付、学习服务、客服咨询所必需的范围内使用您的信息；向您推荐课程时，您可以随时拒绝。',
        '通过课程顾问分享的链接注册时，我们会记录该推广渠道，以便顾问为您提供咨询服务。',
      ],
    },
    {
      heading: '三、信息的存储与保护',
      paragraphs: [
        '您的信息存储在中华人民共和国境内。登录凭证在您的设备上保存30天，退出登录即被清除。我们采取加密传输、访问控制等措施保护您的信息。',
      ],
    },
    {
      heading: '四、信息的共享',
      paragraphs: [
        '除完成支付、分期、协议签署等您主动发起的服务所必需外，我们不会向第三方提供您的个人信息；法律法规另有规定的除外。',
      ],
    },
    {
      heading: '五、您的权利',
      paragraphs: [
        '您可以查询、更正您的个人信息，注销账号，或撤回授权。如需帮助，请通过“我的—客服”联系我们，我们将在15个工作日内答复。',
      ],
    },
    {
      heading: '六、未成年人保护',
      paragraphs: ['未满14周岁的未成年人请在监护人同意和指导下使用我们的服务。'],
    },
    {
      heading: '七、政策更新',
      paragraphs: ['本政策更新时，我们会在页面显著位置提示。继续使用服务即表示您同意更新后的政策。'],
    },
  ],
}
