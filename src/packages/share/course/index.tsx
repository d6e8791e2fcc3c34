/**
 * /shareCourse?courseType=&thumbPic=&courseName=&courseUrl=&teacherName=&teacherFace=&remarkTime= (docs/spec/content-access.md
 * section 2): the landing of a shared course card, in the messenger browser and as the mini-program's share
 * path. It shows the card and leads to the course (courseType 1: a live); the course page asks for a login where it
 * needs one. courseUrl is followed only to a path of this app. Opened by the provider's app without a card, it shows
 * the course the app is on (bridge getCourseInfo).
 */
import { useRouter } from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { Button, Tag } from '@nutui/nutui-react-taro'
import { safeRedirect } from '@/core/login'
import { appCourseQuery, SHARED_CARD_TEXT, sharedCourseCard } from '@/core/share'
import { HOME_URL } from '@/core/routes'
import { EmptyState } from '@/components/EmptyState'
import { NavBar } from '@/components/NavBar'
import { useAppCourse } from '@/platform/appView'
import { currentUrl } from '@/platform/location'
import { mediaUrl } from '@/platform/media'
import { navigateTo, redirectTo } from '@/platform/navigation'
import { useShare } from '@/components/PageShare'
import './index.css'

/** The shared course landing's page wording (the card's is SHARED_CARD_TEXT, src/core/share.ts). */
export const SHARED_COURSE_PAGE_TEXT = {
  pageTitle: '分享课程',
  incomplete: '分享的课程信息不完整，去首页看看其他课程吧',
  toHome: '去首页看看',
} as const

const isAppPath = (url: string) => safeRedirect(url) === url

export default function SharedCoursePage() {
  const { params } = useRouter()
  const fromLink = sharedCourseCard(params, isAppPath)
  // Opened by the provider's app without a card: the course the app is on (bridge getCourseInfo).
  const app = useAppCourse(!fromLink.courseName)
  const card = !fromLink.courseName && app.course ? sharedCourseCard(appCourseQuery(app.course), isAppPath) : fromLink
  useShare(card.courseName ? { title: card.courseName, desc: card.teacherName ? SHARED_CARD_TEXT.teacher(card.teacherName) : undefined, imgUrl: card.thumbPic, link: currentUrl() } : null)

  if (app.asking) return <NavBar title={SHARED_COURSE_PAGE_TEXT.pageTitle} />
  if (!card.courseName) {
    return (
      <View>
        <NavBar title={SHARED_COURSE_PAGE_TEXT.pageTitle} />
        <EmptyState title={SHARED_CARD_TEXT.unavailable} description={SHARED_COURSE_PAGE_TEXT.incomplete}>
          <Button size="small" type="primary" onClick={() => void redirectTo(HOME_URL)}>{SHARED_COURSE_PAGE_TEXT.toHome}</Button>
        </EmptyState>
      </View>
    )
  }

  return (
    <View className="shared-course" data-live={card.isLive ? '1' : '0'}>
      <NavBar title={SHARED_COURSE_PAGE_TEXT.pageTitle} />
      <View className="shared-course__card">
        {card.thumbPic && <Image className="shared-course__pic" src={mediaUrl(card.thumbPic)} mode="aspectFill" />}
        <View className="shared-course__body">
          <Tag type={card.isLive ? 'danger' : 'primary'}>{card.isLive ? SHARED_CARD_TEXT.live : SHARED_CARD_TEXT.course}</Tag>
          <Text className="shared-course__name">{card.courseName}</Text>
          {card.remarkTime && <Text className="shared-course__time">{card.remarkTime}</Text>}
          {card.teacherName && (
            <View className="shared-course__teacher">
              {card.teacherFace && <Image className="shared-course__face" src={mediaUrl(card.teacherFace)} mode="aspectFill" />}
              <Text>{SHARED_CARD_TEXT.teacher(card.teacherName)}</Text>
            </View>
          )}
        </View>
      </View>
      <View className="shared-course__foot">
        {card.target ? (
          <Button type="primary" block onClick={() => void navigateTo(card.target!)}>
            {card.isLive ? SHARED_CARD_TEXT.goLive : SHARED_CARD_TEXT.go}
          </Button>
        ) : (
          <Text className="shared-course__invalid">{SHARED_CARD_TEXT.unavailable}</Text>
        )}
      </View>
    </View>
  )
}
