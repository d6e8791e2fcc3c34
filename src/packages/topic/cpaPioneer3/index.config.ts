import { titleOf } from '@/core/routes'

export default definePageConfig({ navigationBarTitleText: titleOf('packages/topic/cpaPioneer3/index') })
