import { titleOf } from '@/core/routes'

export default definePageConfig({ navigationBarTitleText: titleOf('packages/topic/specialTopic/index') })
