/**
 * A knowledge-store goods (docs/spec/content-access.md section 3 "Knowledge-store item": goodsName, goodsUrl, classForm, name,
 * remark): cover, name, tags, teacher, learners, price and the '马上学习' button (or what the goods' state asks for).
 * A tap on the card opens its detail (/course-detail; a membership's, /member-detail).
 */
import { Image, Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { KnowledgeGoods } from '@contract/knowledge'
import { KNOWLEDGE_APP_TEXT, knowledgeGoodsUrl, KNOWLEDGE_TEXT, studyAction, type StudyAction } from '@/core/knowledge'
import { isBooked } from '@/core/knowledgeDetail'
import { Price } from '@/components/Price'
import { mediaUrl } from '@/platform/media'
import { navigateTo } from '@/platform/navigation'
import './KnowledgeCard.css'

export interface KnowledgeCardProps {
  goods: KnowledgeGoods
  onStudy(goods: KnowledgeGoods, action: StudyAction): void
  /** What the button does (default: '马上学习' by studyAction; the audition pages play). */
  action?: StudyAction
  busy?: boolean
  /** An audition to book that the learner booked already (ifSubscribe): '已预约', nothing to tap. */
  booked?: boolean
  /** 'row' (lists) or 'tile' (two columns). */
  layout?: 'row' | 'tile'
}

/** The button's text: booked '已预约', book '预约试听', owned '去学习', an audition page's clip '立即试听', else '马上学习'. */
export function studyLabel(action: StudyAction, auditionPage: boolean, booked = false): string {
  if (action === 'book') return booked ? KNOWLEDGE_APP_TEXT.booked : KNOWLEDGE_APP_TEXT.book
  if (action === 'study') return KNOWLEDGE_APP_TEXT.goStudy
  if (action === 'play' && auditionPage) return KNOWLEDGE_APP_TEXT.play
  return KNOWLEDGE_TEXT.studyNow
}

export function KnowledgeCard({ goods, onStudy, busy = false, booked = false, layout = 'row', action: given }: KnowledgeCardProps) {
  const action = given ?? studyAction(goods)
  const done = isBooked(action, booked)
  return (
    <View className={`k-card k-card--${layout}`} data-knowledge-id={goods.id} onClick={() => void navigateTo(knowledgeGoodsUrl(goods))}>
      <Image className="k-card__pic" src={mediaUrl(goods.goodsUrl || goods.thumbPath, layout === 'row' ? 240 : undefined)} mode="aspectFill" lazyLoad />
      <View className="k-card__body">
        <Text className="k-card__name">{goods.goodsName}</Text>
        <View className="k-card__tags">
          {goods.tags.slice(0, 3).map((tag) => (
            <Text key={tag} className={`k-card__tag${tag === '免费' ? ' k-card__tag--free' : ''}`}>{tag}</Text>
          ))}
          {goods.auditionType === 2 && <Text className="k-card__tag k-card__tag--owned">{KNOWLEDGE_APP_TEXT.received}</Text>}
        </View>
        <Text className="k-card__meta">{goods.name} · {goods.learnNum}{KNOWLEDGE_APP_TEXT.learners}</Text>
        {goods.auditionType === 3 && goods.openTime && (
          <Text className="k-card__open">{KNOWLEDGE_APP_TEXT.opensAt} {goods.openTime.slice(5, 16)}</Text>
        )}
        <View className="k-card__foot">
          <Price cents={goods.presentPrice} original={goods.originalPrice} size="small" />
          <View
            className="k-card__action"
            onClick={(e) => {
              e.stopPropagation()
              if (!busy && !done) onStudy(goods, action)
            }}
          >
            <Button className="k-card__study" type="primary" size="small" loading={busy} disabled={done} data-booked={done ? 1 : 0}>
              {studyLabel(action, given !== undefined, done)}
            </Button>
          </View>
        </View>
      </View>
    </View>
  )
}
