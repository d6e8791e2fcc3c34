/**
 * The calls' contract in the jest suites: every request a requester sends (src/services/request.ts recordRequests) is
 * checked against contract/calls, and a test whose requests break it fails after it ends with the problems listed.
 * CONTRACT_REPORT=<file> appends each test file's count of checked requests as a JSON line.
 */
import fs from 'node:fs'
import { checkRequest, SERVICES, type ServiceRoots } from '@contract/calls'
import { serviceRoot } from '@/config'
import { recordRequests, type SentRequest } from '@/services/request'

const ROOTS = Object.fromEntries(SERVICES.map((s) => [s, serviceRoot(s)])) as ServiceRoots
let problems: string[] = []
let checked = 0

/** The contract's problems of one sent request (exported for the contract test's planted requests). */
export function contractProblems(sent: SentRequest): string[] {
  return checkRequest({ method: sent.method, url: sent.url, headers: sent.headers, body: sent.body, loggedIn: sent.loggedIn }, ROOTS).problems
}

const stop = recordRequests((sent) => {
  checked += 1
  problems.push(...contractProblems(sent))
})

/** The problems found since the last test ended, taken so that they fail nothing: for a test that plants a bad request. */
export function takeContractProblems(): string[] {
  return problems.splice(0)
}

afterEach(() => {
  const found = problems
  problems = []
  if (found.length) throw new Error(`requests the calls' contract (contract/calls) does not allow:\n${found.join('\n')}`)
})

afterAll(() => {
  stop()
  const report = process.env.CONTRACT_REPORT
  if (report && checked) fs.appendFileSync(report, `${JSON.stringify({ suite: 'jest', file: expect.getState().testPath, checked })}\n`)
})
