/** One live class of a list (layout not shown in the spec): cover, status tag, name, teacher, time, action. */
import { Image, Text, View } from '@tarojs/components'
import { Button, Tag } from '@nutui/nutui-react-taro'
import type { LiveItem } from '@shared/live'
import { liveTimeText, liveView } from '@/core/live/status'
import { mediaUrl } from '@/platform/media'

/** A live card's wording (the status tags are the rules', src/core/live/status.ts). */
export const LIVE_CARD_TEXT = { noReplay: '暂无回放', booked: (n: number) => `${n}人已预约` } as const

export function LiveCard({ item, onOpen }: { item: LiveItem; onOpen?: (item: LiveItem) => void }) {
  const view = liveView(item.liveStatus)
  const open = view.action !== 'none' && onOpen ? () => onOpen(item) : undefined
  return (
    <View className={`live-card live-card--${view.tone}`} data-live-id={item.liveId} data-status={item.liveStatus} onClick={open}>
      <View className="live-card__cover">
        <Image className="live-card__pic" src={mediaUrl(item.livePic)} mode="aspectFill" />
        <Tag className="live-card__status" type={view.tag}>{view.label}</Tag>
      </View>
      <View className="live-card__body">
        <Text className="live-card__name">{item.liveName}</Text>
        <View className="live-card__teacher">
          <Image className="live-card__avatar" src={mediaUrl(item.liveTeacherPic)} mode="aspectFill" />
          <Text>{item.liveTeacher}</Text>
        </View>
        <View className="live-card__foot">
          <Text className="live-card__time">{liveTimeText(item)}</Text>
          {view.button ? (
            <Button className="live-card__action" size="small" type={view.tone === 'live' ? 'primary' : 'default'}>{view.button}</Button>
          ) : (
            <Text className="live-card__none">{LIVE_CARD_TEXT.noReplay}</Text>
          )}
        </View>
        {view.showsBooked && <Text className="live-card__booked">{LIVE_CARD_TEXT.booked(item.subscribeNum)}</Text>}
      </View>
    </View>
  )
}
