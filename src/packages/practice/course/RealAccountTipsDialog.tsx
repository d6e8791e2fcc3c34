/**
 * The real-account tips dialog with its two swipe images. The carousel loads swiper.js when the dialog first shows
 * it (src/platform/carousel), not with the page. On H5 the dialog itself is loaded when first opened
 * (RealAccountTips.h5.tsx): NutUI's Dialog and its CSS stay off the practice page's first load.
 */
import { Image } from '@tarojs/components'
import { Button, Dialog } from '@nutui/nutui-react-taro'
import { PRACTICE_APP_TEXT } from '@/core/practice'
import { Carousel } from '@/platform/carousel'
import { mediaUrl } from '@/platform/media'

export interface RealAccountTipsProps {
  visible: boolean
  onClose(): void
}

export function RealAccountTipsDialog({ visible, onClose }: RealAccountTipsProps) {
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
        <Carousel
          className="practice-real-account__swiper"
          indicatorDots
          // White dots, as the banners': they sit on the pictures' dark lower band.
          indicatorActiveColor="#ffffff"
          indicatorColor="rgba(255,255,255,0.5)"
          slides={PRACTICE_APP_TEXT.realAccountPics.map((pic, i) => ({
            key: pic,
            content: <Image className="practice-real-account__pic" src={mediaUrl(pic)} mode="aspectFit" data-index={i} />,
          }))}
        />
      )}
    </Dialog>
  )
}
