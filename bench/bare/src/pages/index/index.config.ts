export default definePageConfig({ navigationBarTitleText: 'bare' })
