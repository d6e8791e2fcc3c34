/** Claiming free knowledge goods, made on first use: it loads with the knowledge pages. */
import { environment } from '@/platform/environment'
import { currentReferral } from '@/platform/referral'
import { knowledgeApi } from '@/services'
import { stores } from '..'
import { KnowledgeClaimStore, teacherCampus } from '../knowledgeClaim'
import { ipLocator } from './location'

let store: KnowledgeClaimStore | undefined

export function knowledgeClaimStore(): KnowledgeClaimStore {
  if (!store) {
    const campus = teacherCampus(knowledgeApi, () => currentReferral().teacherId, () => ipLocator().locate())
    store = new KnowledgeClaimStore(knowledgeApi, environment, () => stores.session.uid, campus)
  }
  return store
}
