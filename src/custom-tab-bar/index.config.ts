// WeChat wants the custom tab bar to be a component (index.json "component": true); Taro writes this file as that
// JSON. apply-shared lets app.wxss (NutUI's Tabbar styles live in common.wxss, imported there) style it.
export default { component: true, styleIsolation: 'apply-shared' }
