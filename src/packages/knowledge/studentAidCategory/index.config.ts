import { titleOf } from '@/core/routes'

export default definePageConfig({ navigationBarTitleText: titleOf('packages/knowledge/studentAidCategory/index') })
