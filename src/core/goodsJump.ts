/**
 * The goods jump (docs/spec/content-access.md sections 2 and 3): which page a goods opens.
 * - input type 1 all subject, 2 internship, 4 VIP class, 5 professional certificate, 6 textual research,
 *   otherwise single subject;
 * - partner origin when goodsOrigin, goodsOriginType or source equals 2: single and all subject open the partner
 *   variants /ty/singleSubject and /ty/allSubject;
 * - when the origin is 1, itemType decides (0 single, 1 all, 2 internship);
 * - textual-research goods use query tikuGoodsId and tikuGoodsName; VIP class goods use goodsId = memberGoodsId;
 * - no goods type at all: the fallback, the named route textualResearch (home);
 * - banner or floor goods without goodsId: '商品异常'.
 * Question-bank goods open /textualResearch (the goods page), not the home tab: a tab page cannot take a
 * query in the mini-program (docs/decisions.md).
 */
import type { GoodsJumpInput } from '@contract/goods'
import { link } from './links'
import { HOME_URL } from './routes'
import { T } from './texts'

export type GoodsJump = { ok: true; url: string } | { ok: false; message: string }

type Kind = 'single' | 'all' | 'internship' | 'vip' | 'cpa' | 'tiku' | 'fallback'

const present = (v: unknown): v is number | string => v !== undefined && v !== null && v !== '' && v !== 0 && v !== '0'

function kindOf(input: GoodsJumpInput): Kind {
  const origin = input.goodsOrigin ?? input.goodsOriginType ?? input.source
  if (origin === 1 && (input.itemType === 0 || input.itemType === 1 || input.itemType === 2)) {
    return (['single', 'all', 'internship'] as const)[input.itemType]
  }
  switch (input.goodsType) {
    case undefined:
    case null:
      return 'fallback'
    case 1: return 'all'
    case 2: return 'internship'
    case 4: return 'vip'
    case 5: return 'cpa'
    case 6: return 'tiku'
    default: return 'single'
  }
}

function isPartner(input: GoodsJumpInput): boolean {
  return input.goodsOrigin === 2 || input.goodsOriginType === 2 || input.source === 2
}

export function goodsJump(input: GoodsJumpInput | null | undefined): GoodsJump {
  if (!input) return { ok: true, url: HOME_URL }
  const kind = kindOf(input)
  if (kind === 'fallback') return present(input.goodsId) ? { ok: true, url: HOME_URL } : { ok: false, message: T.goodsAbnormal }
  if (kind === 'tiku') {
    const tikuGoodsId = present(input.tikuGoodsId) ? input.tikuGoodsId : input.goodsId
    if (!present(tikuGoodsId)) return { ok: false, message: T.goodsAbnormal }
    return { ok: true, url: link('questionBank', { tikuGoodsId, tikuGoodsName: input.tikuGoodsName ?? undefined }) }
  }
  if (kind === 'vip') {
    const goodsId = present(input.memberGoodsId) ? input.memberGoodsId : input.goodsId
    if (!present(goodsId)) return { ok: false, message: T.goodsAbnormal }
    return { ok: true, url: link('classVip', { goodsId }) }
  }
  if (!present(input.goodsId)) return { ok: false, message: T.goodsAbnormal }
  const goodsId = input.goodsId
  const partner = isPartner(input)
  const page = ({
    single: partner ? 'tySingleSubject' : 'singleSubject',
    all: partner ? 'tyAllSubject' : 'allSubject',
    internship: 'internship',
    cpa: 'cpa',
  } as const)[kind]
  return { ok: true, url: link(page, { goodsId }) }
}
