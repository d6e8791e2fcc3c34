/** H5 has no privacy agreement of WeChat's (src/core/privacy.ts): nothing is ever needed. */
import type { PrivacyCapability } from './types'

export const privacy: PrivacyCapability = {
  setting: () => Promise.resolve({ needed: false, contractName: '' }),
  openContract: () => undefined,
  onRequest: () => () => undefined,
}
