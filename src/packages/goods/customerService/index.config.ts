import { titleOf } from '@/core/routes'

export default definePageConfig({ navigationBarTitleText: titleOf('packages/goods/customerService/index') })
