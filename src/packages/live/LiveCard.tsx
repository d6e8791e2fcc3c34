/**
 * One live class of a list (layout not shown in the spec): cover, status tag, name, teacher, time, action. A class not
 * started yet shows 'N人已预约' and the reservation in place of its button: 预约, or 已预约 once reserved (the card
 * itself still opens the room).
 */
import { Image, Text, View } from '@tarojs/components'
import { Button, Tag } from '@nutui/nutui-react-taro'
import type { LiveItem } from '@contract/live'
import { liveTimeText, liveView } from '@/core/live/status'
import { mediaUrl } from '@/platform/media'

/** A live card's wording (the status tags are the rules', src/core/live/status.ts). */
export const LIVE_CARD_TEXT = {
  noReplay: '暂无回放',
  booked: (n: number) => `${n}人已预约`,
  reserve: '预约',
  reserved: '已预约',
} as const

/** The reservation of a class not started yet, as the page knows it. */
export interface LiveCardReservation {
  reserved: boolean
  reserving: boolean
  /** 'N人已预约', the server's latest count. */
  count: number
  onReserve(item: LiveItem): void
}

export function LiveCard({ item, onOpen, reservation }: { item: LiveItem; onOpen?: (item: LiveItem) => void; reservation?: LiveCardReservation }) {
  const view = liveView(item.liveStatus)
  const open = view.action !== 'none' && onOpen ? () => onOpen(item) : undefined
  const reserve = view.reservable && reservation ? reservation : null
  return (
    <View
      className={`live-card live-card--${view.tone}`}
      data-live-id={item.liveId}
      data-status={item.liveStatus}
      data-reserved={reserve ? String(reserve.reserved) : undefined}
      onClick={open}
    >
      <View className="live-card__cover">
        <Image className="live-card__pic" src={mediaUrl(item.livePic, 260)} mode="aspectFill" />
        <Tag className="live-card__status" type={view.tag}>{view.label}</Tag>
      </View>
      <View className="live-card__body">
        <Text className="live-card__name">{item.liveName}</Text>
        <View className="live-card__teacher">
          <Image className="live-card__avatar" src={mediaUrl(item.liveTeacherPic, 36)} mode="aspectFill" />
          <Text>{item.liveTeacher}</Text>
        </View>
        {reserve ? (
          <>
            <Text className="live-card__time live-card__time--own-row">{liveTimeText(item)}</Text>
            <View className="live-card__foot">
              <Text className="live-card__booked">{LIVE_CARD_TEXT.booked(reserve.count)}</Text>
              {/* The card opens the room; a tap on the reservation (also while it runs, or once made) never does. */}
              <View className="live-card__reserve-box" onClick={(e) => e.stopPropagation()}>
                <Button
                  className={`live-card__reserve${reserve.reserved ? ' live-card__reserve--done' : ''}`}
                  size="small"
                  type={reserve.reserved ? 'default' : 'primary'}
                  fill={reserve.reserved ? 'outline' : undefined}
                  loading={reserve.reserving}
                  disabled={reserve.reserved}
                  onClick={() => {
                    if (!reserve.reserved && !reserve.reserving) reserve.onReserve(item)
                  }}
                >
                  {reserve.reserved ? LIVE_CARD_TEXT.reserved : LIVE_CARD_TEXT.reserve}
                </Button>
              </View>
            </View>
          </>
        ) : (
          <>
            <View className="live-card__foot">
              <Text className="live-card__time">{liveTimeText(item)}</Text>
              {view.button ? (
                <Button className="live-card__action" size="small" type={view.tone === 'live' ? 'primary' : 'default'}>{view.button}</Button>
              ) : (
                <Text className="live-card__none">{LIVE_CARD_TEXT.noReplay}</Text>
              )}
            </View>
            {view.showsBooked && <Text className="live-card__booked">{LIVE_CARD_TEXT.booked(item.subscribeNum)}</Text>}
          </>
        )}
      </View>
    </View>
  )
}
