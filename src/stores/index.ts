/** The app's stores, created once, reached through React context (mobx-react 10 has no Provider/inject). */
import { createContext, useContext } from 'react'
import { credentials } from '@/platform/credentials'
import { accountApi, goodsApi, knowledgeApi, newsApi, orderApi, qwApi } from '@/services'
import { environment } from '@/platform/environment'
import { connectSession } from '@/services/session-bridge'
import { SessionStore } from './session'
import { UiStore } from './ui'
import { CheckoutStore } from './checkout'
import { ClockStore } from './clock'
import { PaymentStore } from './payment'
import { ArticlesStore, type ArticleReturnPoint, type ReturnPointMemo } from './articles'
import { sessionRead, sessionWrite } from '@/platform/session-memo'
import { paymentChannel } from '@/platform/payment'
import { paySessionStore } from '@/platform/pay-session'
import { toast } from '@/platform/ui'
import { KnowledgeClaimStore } from './knowledgeClaim'
import { readStored, removeStored, writeStored } from '@/platform/storage'
import { StaffStore } from './staff'

/** The article list's return point, kept for the session (a reload on a detail, then back, still finds it). */
const articleReturnMemo: ReturnPointMemo = {
  read: () => sessionRead<ArticleReturnPoint>('articleReturnPoint'),
  write: (point) => sessionWrite('articleReturnPoint', point),
}

export function createStores() {
  const session = new SessionStore(credentials, accountApi)
  connectSession({ token: () => session.token, clear: () => session.clear() })
  const checkout = new CheckoutStore(goodsApi, orderApi, () => session.uid, environment)
  const payment = new PaymentStore(orderApi, paymentChannel, environment, paySessionStore, (message, delayMs) => {
    setTimeout(() => toast(message), delayMs)
  })
  const knowledgeClaim = new KnowledgeClaimStore(knowledgeApi, environment, () => session.uid)
  const staff = new StaffStore(qwApi, session, {
    read: () => readStored('qwToken'),
    write: (value) => writeStored('qwToken', value),
    remove: () => removeStored('qwToken'),
  })
  return {
    session, ui: new UiStore(), checkout, clock: new ClockStore(), payment, articles: new ArticlesStore(newsApi, articleReturnMemo), knowledgeClaim, staff,
  }
}

export type Stores = ReturnType<typeof createStores>

export const stores = createStores()

export const StoresContext = createContext<Stores>(stores)

export function useStores(): Stores {
  return useContext(StoresContext)
}
