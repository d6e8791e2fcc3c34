/** Customer service shown on /ty/kefu (the spec names the page, not the numbers: these are the app's). */
export const CUSTOMER_SERVICE = {
  phone: '400-600-8066',
  hours: '周一至周日 09:00-21:00',
  wechat: 'kuaijixuetang',
} as const
