/**
 * The real-account tips dialog with its two swipe images (a NutUI Swiper, which is Taro's Swiper and swiper.js
 * underneath). Opened by a tap; on H5 it loads then (src/platform/real-account-tips).
 */
import { Image } from '@tarojs/components'
import { Button, Dialog, Swiper } from '@nutui/nutui-react-taro'
import { PRACTICE_APP_TEXT } from '@/core/practice'
import { mediaUrl } from '@/platform/media'

export interface RealAccountTipsProps {
  visible: boolean
  onClose(): void
}

/** The swiper's height (an inline style: not transformed by the build on either platform). */
const REAL_ACCOUNT_SWIPER_HEIGHT = '300px'

export function RealAccountTips({ visible, onClose }: RealAccountTipsProps) {
  return (
    <Dialog
      className="practice-real-account"
      visible={visible}
      title={PRACTICE_APP_TEXT.realAccountTitle}
      onClose={onClose}
      footer={
        <Button className="practice-real-account__ok" type="primary" block onClick={onClose}>
          {PRACTICE_APP_TEXT.gotIt}
        </Button>
      }
    >
      {visible && (
        <Swiper className="practice-real-account__swiper" height={REAL_ACCOUNT_SWIPER_HEIGHT} indicator>
          {PRACTICE_APP_TEXT.realAccountPics.map((pic, i) => (
            <Image key={pic} className="practice-real-account__pic" src={mediaUrl(pic)} mode="aspectFit" data-index={i} />
          ))}
        </Swiper>
      )}
    </Dialog>
  )
}
