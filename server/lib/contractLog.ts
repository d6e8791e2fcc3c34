/**
 * The calls' contract on the Chromium e2e suites: with CONTRACT_LOG=<file> (tests/e2e/contractLog.ts sets it), every request
 * the app sends is checked against contract/calls as it is answered, and one JSON line per request is appended to the
 * file: {method, url (secrets redacted), name, problems}. tests/e2e/contractLog.ts counts the lines after the suites and fails on any
 * problem. A request is the app's when it carries the school header: the request layer and index.html's early calls
 * always send it (the jest and mini-program recorders check that they do), while a test's own set-up calls, the
 * sandbox pages' and a stand-in native app's do not.
 */
import fs from 'node:fs'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { checkRequest } from '../../contract/calls/check'
import { SCHOOL_HEADER_NAME } from '../../contract/calls/contract'
import { redactUrl } from './redact'
import { SERVED_ROOTS } from './routeTable'

/** Whether the token cookie (H5 keeps the session in cookies `userToken` / `token`) or a token parameter came with it. */
function loggedIn(req: FastifyRequest): boolean {
  const cookies = String(req.headers.cookie ?? '')
  if (/(?:^|;\s*)(?:userToken|token)=[^;]+/.test(cookies)) return true
  const fields = { ...(req.query as object), ...(req.body && typeof req.body === 'object' ? (req.body as object) : {}) } as Record<string, unknown>
  return !!fields.token || !!req.headers.token
}

export function registerContractLog(app: FastifyInstance, file: string): void {
  app.addHook('onResponse', async (req) => {
    if (!req.headers[SCHOOL_HEADER_NAME.toLowerCase()]) return
    const { name, problems } = checkRequest(
      { method: req.method, url: req.url, headers: req.headers as Record<string, unknown>, body: req.body, loggedIn: loggedIn(req) },
      SERVED_ROOTS,
    )
    fs.appendFileSync(file, `${JSON.stringify({ method: req.method, url: redactUrl(req.url), name, problems })}\n`)
  })
}
