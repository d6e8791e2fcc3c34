/** The account flows, made on first use: they load with the login, register and reset pages. */
import { encryptPassword } from '@/platform/passwordCipher'
import { accountApi } from '@/services/account'
import { AccountFlows } from '../account'
import { scoped } from './scoped'

const flows = scoped(({ service, stores }) => new AccountFlows(stores.session, service('accountApi', accountApi), encryptPassword))

export const useAccountFlows = (): AccountFlows => flows.use()
