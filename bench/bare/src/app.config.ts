// The framework's floor for `npm run bench`: one page, no tab bar, no component library, no stores.
export default defineAppConfig({
  pages: ['pages/index/index'],
  window: { navigationBarTitleText: 'bare' },
})
