/** Claiming free knowledge goods, made on first use: it loads with the knowledge pages. */
import { environment } from '@/platform/environment'
import { currentReferral } from '@/platform/referral'
import { knowledgeApi } from '@/services/knowledge'
import { KnowledgeClaimStore, teacherCampus } from './knowledgeClaim'
import { ipLocatorScope } from '@/stores/instances/location'
import { scoped } from '@/stores/instances/scoped'

const knowledgeClaim = scoped((scope) => {
  const api = scope.service('knowledgeApi', knowledgeApi)
  const locator = ipLocatorScope.in(scope)
  const campus = teacherCampus(api, () => currentReferral().teacherId, () => locator.locate())
  return new KnowledgeClaimStore(api, environment, () => scope.stores.session.uid, campus)
})

export const knowledgeClaimStore = (): KnowledgeClaimStore => knowledgeClaim.get()
export const useKnowledgeClaimStore = (): KnowledgeClaimStore => knowledgeClaim.use()
