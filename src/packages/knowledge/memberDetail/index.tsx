/**
 * /member-detail?id= : a membership of the store (a knowledge goods of class form 会员, e.g. the VIP year card):
 * its picture, benefits and price, buying through the goods jump (a VIP class goods opens /classVip with its
 * memberGoodsId), and the latest member shares with a link to /member-share-list. Without an id: the first
 * membership of the product centre (tab 5).
 */
import { useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { useRouter } from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { Page } from '@contract/goods'
import type { KnowledgeGoods, StudentShare } from '@contract/knowledge'
import { KNOWLEDGE_TEXT, KNOWLEDGE_APP_TEXT, KNOWLEDGE_TAB, MEMBER_CLASS_FORM } from '@/core/knowledge'
import { PATHS } from '@/core/links'
import { openGoods } from '@/components/GoodsCard/openGoods'
import { GoodsSkeleton } from '@/components/GoodsSkeleton'
import { LoadError, LoadErrorLine } from '@/components/ListFooter'
import { NavBar } from '@/components/NavBar'
import { Section } from '@/components/Section'
import { mediaUrl } from '@/platform/media'
import { navigateTo } from '@/platform/navigation'
import { useKnowledgeApi, type KnowledgeApi } from '@/services/knowledge'
import { Loadable } from '@/stores/loadable'
import { GoodsInfo } from '../components/GoodsInfo'
import './index.css'
import { useScrollMemory } from '@/components/hooks/useScrollMemory'

/** The member page's wording; a goods of class form 会员 is a membership. */
export const MEMBER_DETAIL_TEXT = { pageTitle: '会员详情' } as const

async function loadMember(knowledgeApi: KnowledgeApi, id: number): Promise<KnowledgeGoods> {
  if (Number.isInteger(id) && id > 0) return knowledgeApi.goods(id)
  const products = await knowledgeApi.typeList(KNOWLEDGE_TAB.product, 1, 50)
  const goods = products.list.find((g) => g.classForm === MEMBER_CLASS_FORM) ?? products.list[0]
  if (!goods) throw new Error('no membership')
  return goods
}

export default observer(function MemberDetailPage() {
  useScrollMemory()
  const { params } = useRouter()
  const knowledgeApi = useKnowledgeApi()
  const [member] = useState(() => new Loadable(() => loadMember(knowledgeApi, Number(params.id))))
  // The shares are a section of their own: a failed read says so there, the membership stays.
  const [shares] = useState(() => new Loadable<Page<StudentShare>>(() => knowledgeApi.shares(1, 3)))
  useEffect(() => {
    void member.loadOnce()
    void shares.loadOnce()
  }, [member, shares])

  return (
    <View className="k-member">
      <NavBar title={MEMBER_DETAIL_TEXT.pageTitle} />
      {member.status === 'loading' && <GoodsSkeleton rows={2} />}
      {member.status === 'error' && <LoadError onRetry={() => void member.load()} />}
      {member.data && (
        <>
          <GoodsInfo goods={member.data} />
          <Section title={KNOWLEDGE_APP_TEXT.memberBenefits}>
            <View className="k-member__benefits">
              {[...member.data.tags, member.data.remark].filter(Boolean).map((b) => (
                <Text key={b} className="k-member__benefit">✓ {b}</Text>
              ))}
            </View>
          </Section>
          <Section title={KNOWLEDGE_APP_TEXT.memberShares} extra={KNOWLEDGE_TEXT.more} onExtra={() => void navigateTo(PATHS.memberShareList)}>
            {shares.status === 'error' && <LoadErrorLine onRetry={() => void shares.load()} />}
            {shares.data?.list.map((s) => (
              <View key={s.id} className="k-member__share">
                <Image className="k-member__avatar" src={mediaUrl(s.avatar, 56)} mode="aspectFill" />
                <Text className="k-member__who">{s.nickName}</Text>
                <Text className="k-member__what">{s.goodsName}</Text>
              </View>
            ))}
          </Section>
          <View className="k-bar">
            <Button className="k-bar__main" type="primary" block onClick={() => void openGoods(member.data!)}>
              {KNOWLEDGE_APP_TEXT.buy}
            </Button>
          </View>
        </>
      )}
    </View>
  )
})
