// Table test of the goods jump, one row per branch (docs/spec/content-access.md sections 2, 3, 5).
import type { GoodsJumpInput } from '@contract/goods'
import { goodsJump } from './goodsJump'

const ABNORMAL = { ok: false, message: '商品异常' }
const go = (url: string) => ({ ok: true, url })

describe('goods jump: "input type 1 all subject, 2 internship, 4 VIP class, 5 professional certificate, 6 textual research, otherwise single subject"', () => {
  it.each<[string, GoodsJumpInput, object]>([
    ['type 1: all subject', { goodsId: 11, goodsType: 1 }, go('/allSubject?goodsId=11')],
    ['type 2: internship', { goodsId: 12, goodsType: 2 }, go('/internship?goodsId=12')],
    ['type 4: VIP class with goodsId taken from memberGoodsId', { goodsId: 13, goodsType: 4, memberGoodsId: 913 }, go('/classVip?goodsId=913')],
    ['type 4 without memberGoodsId: its own goodsId', { goodsId: 13, goodsType: 4 }, go('/classVip?goodsId=13')],
    ['type 5: professional certificate', { goodsId: 14, goodsType: 5 }, go('/cpa?goodsId=14')],
    ['type 6: textual research with tikuGoodsId and tikuGoodsName', { goodsId: 15, goodsType: 6, tikuGoodsId: 615, tikuGoodsName: '初级题库' }, go('/textualResearch?tikuGoodsId=615&tikuGoodsName=%E5%88%9D%E7%BA%A7%E9%A2%98%E5%BA%93')],
    ['type 6 without tikuGoodsId: the goodsId', { goodsId: 15, goodsType: 6 }, go('/textualResearch?tikuGoodsId=15')],
    ['type 0: single subject', { goodsId: 16, goodsType: 0 }, go('/singleSubject?goodsId=16')],
    ['type 3 (otherwise): single subject', { goodsId: 17, goodsType: 3 }, go('/singleSubject?goodsId=17')],
    ['type 9 (otherwise): single subject', { goodsId: 18, goodsType: 9 }, go('/singleSubject?goodsId=18')],
  ])('%s', (_name, input, expected) => {
    expect(goodsJump(input)).toEqual(expected)
  })
})

describe('"partner origin when goodsOrigin, goodsOriginType or source equals 2"', () => {
  it.each<[string, GoodsJumpInput, object]>([
    ['goodsOrigin 2, single subject', { goodsId: 21, goodsType: 0, goodsOrigin: 2 }, go('/ty/singleSubject?goodsId=21')],
    ['goodsOriginType 2, single subject', { goodsId: 22, goodsType: 0, goodsOriginType: 2 }, go('/ty/singleSubject?goodsId=22')],
    ['source 2, single subject', { goodsId: 23, goodsType: 0, source: 2 }, go('/ty/singleSubject?goodsId=23')],
    ['goodsOrigin 2, all subject', { goodsId: 24, goodsType: 1, goodsOrigin: 2 }, go('/ty/allSubject?goodsId=24')],
    ['source 2, all subject', { goodsId: 25, goodsType: 1, source: 2 }, go('/ty/allSubject?goodsId=25')],
    ['partner internship has no partner page', { goodsId: 26, goodsType: 2, goodsOriginType: 2 }, go('/internship?goodsId=26')],
    ['origin 1 is own: /singleSubject', { goodsId: 27, goodsType: 0, goodsOriginType: 1 }, go('/singleSubject?goodsId=27')],
  ])('%s', (_name, input, expected) => {
    expect(goodsJump(input)).toEqual(expected)
  })
})

describe('"itemType (0 single, 1 all, 2 internship) when origin is 1"', () => {
  it.each<[string, GoodsJumpInput, object]>([
    ['itemType 0 overrides type 1', { goodsId: 31, goodsType: 1, goodsOrigin: 1, itemType: 0 }, go('/singleSubject?goodsId=31')],
    ['itemType 1', { goodsId: 32, goodsType: 0, goodsOriginType: 1, itemType: 1 }, go('/allSubject?goodsId=32')],
    ['itemType 2', { goodsId: 33, goodsType: 0, source: 1, itemType: 2 }, go('/internship?goodsId=33')],
    ['itemType ignored when origin is 2', { goodsId: 34, goodsType: 1, goodsOrigin: 2, itemType: 0 }, go('/ty/allSubject?goodsId=34')],
    ['itemType ignored without an origin', { goodsId: 35, goodsType: 5, itemType: 0 }, go('/cpa?goodsId=35')],
    ['an unknown itemType falls back to the goods type', { goodsId: 36, goodsType: 1, goodsOrigin: 1, itemType: 7 }, go('/allSubject?goodsId=36')],
  ])('%s', (_name, input, expected) => {
    expect(goodsJump(input)).toEqual(expected)
  })
})

describe('fallback and "goods without goodsId show \'商品异常\'"', () => {
  it.each<[string, GoodsJumpInput | null | undefined, object]>([
    ['no input: the named route textualResearch', undefined, go('/publicPage/textualResearch')],
    ['null input: the named route textualResearch', null, go('/publicPage/textualResearch')],
    ['no goods type: the named route textualResearch', { goodsId: 41 }, go('/publicPage/textualResearch')],
    ['no goodsId, single subject', { goodsType: 0 }, ABNORMAL],
    ['goodsId null', { goodsId: null, goodsType: 1 }, ABNORMAL],
    ['goodsId empty string', { goodsId: '', goodsType: 1 }, ABNORMAL],
    ['goodsId 0', { goodsId: 0, goodsType: 2 }, ABNORMAL],
    ['no goods type and no goodsId', {}, ABNORMAL],
    ['VIP without goodsId or memberGoodsId', { goodsType: 4 }, ABNORMAL],
    ['textual research without ids', { goodsType: 6, tikuGoodsName: 'x' }, ABNORMAL],
  ])('%s', (_name, input, expected) => {
    expect(goodsJump(input)).toEqual(expected)
  })
})
