import { titleOf } from '@/core/routes'

export default definePageConfig({ navigationBarTitleText: titleOf('packages/account/schoolNotFound/index') })
