import { BizError, Code } from '../envelope'

/** Sends one-time codes by SMS. A real provider would implement this; this project ships the sandbox one. */
export interface SmsProvider {
  readonly name: string
  /** Throws on failure; the caller then forgets the code. */
  sendOtp(mobile: string, code: string): Promise<void>
}

interface InfoLogger {
  info(msg: string): void
}

/**
 * Sandbox provider: sends nothing, logs `[sandbox-sms] <mobile> code <code>` through the app logger and
 * remembers the latest code per mobile for GET /dev/otp.
 */
export class SandboxSmsProvider implements SmsProvider {
  readonly name = 'sandbox'
  private readonly latest = new Map<string, string>()
  private readonly log: InfoLogger

  constructor(log: InfoLogger) {
    this.log = log
  }

  async sendOtp(mobile: string, code: string): Promise<void> {
    this.latest.set(mobile, code)
    this.log.info(`[sandbox-sms] ${mobile} code ${code}`)
  }

  latestCode(mobile: string): string | undefined {
    return this.latest.get(mobile)
  }
}

/** Used when sandbox is off: no real SMS integration exists in this project. */
export class UnconfiguredSmsProvider implements SmsProvider {
  readonly name = 'unconfigured'

  async sendOtp(): Promise<void> {
    throw new BizError(Code.NOT_CONFIGURED, '短信服务未配置')
  }
}
