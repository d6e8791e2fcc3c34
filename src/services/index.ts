/** One typed client per backend service, all over the one request layer. */
import { http } from './http'
import { createAccountApi } from './account'

export const accountApi = createAccountApi(http)
