/** The calls' contract: the table (./calls), its types (./contract) and the check of a sent request (./check). */
export * from './contract'
export { CALLS, callOf, duplicateNames, type CallName } from './table'
export { checkRequest, referenceRoots, serviceOf, type SentRequest, type ServiceRoots, type Verdict } from './check'
