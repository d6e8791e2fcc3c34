/**
 * Business-channel params (docs/spec/content-access.md sections 3 "Business-channel params stored locally: webpageTopic,
 * distributorCode", 5 "stored or returned only if both webpageTopic and distributorCode are present; registerChannelId
 * fixed to zsh5 in that case"). An entry URL carrying both stores both; one alone stores nothing. They go with the
 * login payload (src/core/login.ts buildLoginPayload) and with business leads (pushBusiness).
 */
import { businessChannel, type BusinessChannel } from '@/core/login'
import { decodeParam } from '@/core/query'
import { readStored, writeStored } from '@/platform/storage'

const text = (v: unknown) => (typeof v === 'string' ? decodeParam(v).trim() : '')

/** Keeps the pair of an entry query when both are present; true when it did. */
export function rememberChannel(query: Record<string, unknown> | undefined | null): boolean {
  const pair = businessChannel({ webpageTopic: text(query?.webpageTopic), distributorCode: text(query?.distributorCode) })
  if (!pair) return false
  writeStored('webpageTopic', pair.webpageTopic)
  writeStored('distributorCode', pair.distributorCode)
  return true
}

/** The stored pair, only when both are there. */
export function storedChannel(): Required<BusinessChannel> | undefined {
  return businessChannel({ webpageTopic: text(readStored('webpageTopic')), distributorCode: text(readStored('distributorCode')) })
}
