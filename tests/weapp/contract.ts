/**
 * The calls' contract in the mini-program tests: network.ts checks every wx.request the app sends against contract/calls;
 * a test whose requests break it fails once it ends, with the problems listed.
 */
import fs from 'node:fs'
import { contract } from './network'

afterEach(() => {
  const found = contract.problems.splice(0)
  if (found.length) throw new Error(`requests the calls' contract (contract/calls) does not allow:\n${found.join('\n')}`)
})

afterAll(() => {
  const report = process.env.CONTRACT_REPORT
  if (report && contract.checked) fs.appendFileSync(report, `${JSON.stringify({ suite: 'weapp', file: expect.getState().testPath, checked: contract.checked })}\n`)
})
