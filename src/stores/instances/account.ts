/** The account flows, made on first use: they load with the login, register and reset pages. */
import { encryptPassword } from '@/platform/password-cipher'
import { accountApi } from '@/services'
import { stores } from '..'
import { AccountFlows } from '../account'

let flows: AccountFlows | undefined

export function accountFlows(): AccountFlows {
  if (!flows) flows = new AccountFlows(stores.session, accountApi, encryptPassword)
  return flows
}
