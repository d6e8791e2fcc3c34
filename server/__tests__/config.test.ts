/**
 * The server's configuration (config.ts): one schema of every variable it reads, checked when read; the table of
 * docs/configuration.md names the same variables.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { buildApp } from '../app'
import { isOn, readServerEnv, SERVER_ENV_NAMES, wholeNumber } from '../config'

const ROOT = path.resolve(__dirname, '..', '..')

describe('server configuration', () => {
  it('refuses each bad value, naming the variable, its value and its rule, all at once', () => {
    const bad = {
      PORT: '80a',
      SMS_PER_MINUTE: 'ten',
      SANDBOX: 'maybe',
      LOG_LEVEL: 'loud',
      CSP_SCRIPT_ORIGINS: 'http://res.wx.qq.com',
      OAUTH_API_BASE: 'ftp://example.com',
      SANDBOX_CLIENT_IP: '1.2.3.4; rm',
      RSA_PRIVATE_KEY: 'not a key',
    }
    let message = ''
    try {
      readServerEnv(bad)
    } catch (err) {
      message = (err as Error).message
    }
    expect(message).toMatch(/^bad environment: /)
    for (const [name, value] of Object.entries(bad)) expect(message).toContain(`${name}=${JSON.stringify(value)}`)
    expect(message).toContain('PORT="80a" (the port the API listens on: a whole number)')
    expect(message).toContain('SANDBOX="maybe" (the sandbox: 1/0, true/false, on/off or yes/no)')
  })

  it('takes good values; a blank is unset; a flag in any case; variables it does not read are ignored', () => {
    const env = readServerEnv({ PORT: ' 8080 ', SANDBOX: 'OFF', SEED_HOSTILE: 'Yes', DB_FILE: '', LOG_LEVEL: 'warn', CSP_SCRIPT_ORIGINS: 'https://a.example https://b.example:8443', PATH: '/bin', CI: 'true' })
    expect(env).toEqual({ PORT: '8080', SANDBOX: 'off', SEED_HOSTILE: 'yes', LOG_LEVEL: 'warn', CSP_SCRIPT_ORIGINS: 'https://a.example https://b.example:8443' })
    expect([wholeNumber(env.PORT), isOn(env.SANDBOX), isOn(env.SEED_HOSTILE), isOn(env.DB_FILE)]).toEqual([8080, false, true, undefined])
    expect(readServerEnv({})).toEqual({})
  })

  it('the server refuses to start on a bad value, and says which', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: '80a', DB_FILE: ':memory:' },
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('[server] failed to start: bad environment: PORT="80a"')
  }, 60_000)

  it('so does an app built with a bad value in the environment', async () => {
    const saved = process.env.SMS_PER_MINUTE
    process.env.SMS_PER_MINUTE = 'ten'
    try {
      await expect(buildApp({ dbFile: ':memory:' })).rejects.toThrow('SMS_PER_MINUTE="ten"')
    } finally {
      if (saved === undefined) delete process.env.SMS_PER_MINUTE
      else process.env.SMS_PER_MINUTE = saved
    }
  })

  it("docs/configuration.md's server table names exactly the variables the schema has", () => {
    const doc = fs.readFileSync(path.join(ROOT, 'docs', 'configuration.md'), 'utf8')
    const section = doc.slice(doc.indexOf('## Server (start time)'), doc.indexOf('What production mode changes'))
    const documented = section
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) => [...line.split(' | ')[0].matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]))
    expect(documented.sort()).toEqual([...SERVER_ENV_NAMES].sort())
  })
})
