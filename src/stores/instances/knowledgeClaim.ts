/** Claiming free knowledge goods, made on first use: it loads with the knowledge pages. */
import { environment } from '@/platform/environment'
import { knowledgeApi } from '@/services'
import { stores } from '..'
import { KnowledgeClaimStore } from '../knowledgeClaim'

let store: KnowledgeClaimStore | undefined

export function knowledgeClaimStore(): KnowledgeClaimStore {
  if (!store) store = new KnowledgeClaimStore(knowledgeApi, environment, () => stores.session.uid)
  return store
}
