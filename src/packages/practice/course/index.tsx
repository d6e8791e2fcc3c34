/**
 * The practical course page, /subChannel/practicalCourse (docs/spec/content-access.md section 2 "Practical course page",
 * titled '助学圆梦计划'; sections 3-6, 9). Query tab (audition | course, default course) and nodeId (a node to open
 * on, e.g. after the trip to login). Tabs Audition and Course over the banner carousel (place 26, pv counts) and the
 * tab's navigation (top items, sub-items, the sub-navigation sheet). Guests browse; playing or auditioning goes to
 * login first (and back to this tab and course); buying and signing up open the login popup and then continue with
 * the goods jump. Back on the page (from a goods page, say) the tab, the navigation and the scroll position are as the
 * learner left them (useReturnPoint). Rules: src/core/practice; state: src/packages/practice/stores/practice.
 */
import { useCallback, useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Share as ShareIcon } from '@nutui/icons-react-taro'
import { Loading, Tabs } from '@nutui/nutui-react-taro'
import type { Banner } from '@contract/goods'
import type { PracticeChapter, PracticeHotArticle, PracticeNode } from '@contract/practice'
import {
  COUNTS_CLICK, PRACTICE_APP_TEXT, PRACTICE_TABS, bannerTab, gateFor, hotArticleUrl, practiceUrl, readPracticeQuery, selectedNodeId, type PracticeAction,
  type PracticeTab,
} from '@/core/practice'
import { SHARE_TEXT } from '@/core/share'
import { BannerSwiper } from '@/components/BannerSwiper'
import { ErrorBoundary } from '@/components/ErrorBoundary'
import { openGoods } from '@/components/GoodsCard/openGoods'
import { LoadError } from '@/components/ListFooter'
import { useLoginThen } from '@/components/LoginPopup'
import { NavBar } from '@/components/NavBar'
import { navigateTo, toLogin } from '@/platform/navigation'
import { consult } from '@/platform/consult'
import { RealAccountTips } from './RealAccountTips'
import { usePracticeApi } from '@/services/practice'
import { serviceRoot } from '@/config'
import { useStores } from '@/stores'
import { PracticeStore, type PracticePlace } from '@/packages/practice/stores/practice'
import { AuditionTab } from './AuditionTab'
import { AuditionBar, CourseBar } from './Bars'
import { CourseTab } from './CourseTab'
import { NavSheet } from './NavSheet'
import { PracticeNav } from './PracticeNav'
import './index.css'
import { ShareButton, useShare } from '@/components/PageShare'
import { useReturnPoint } from '@/components/hooks/useReturnPoint'

export default observer(function PracticeCoursePage() {
  const { params } = useRouter()
  const { session } = useStores()
  const practiceApi = usePracticeApi()
  const [store] = useState(() => new PracticeStore(practiceApi, { playRoot: serviceRoot('practice'), uid: () => session.uid }))
  const reportBanner = useCallback((banner: Banner, type: 0 | 1) => practiceApi.bannerPv(banner, type), [practiceApi])
  const { loginThen, loginPopup } = useLoginThen()
  const [sheetOpen, setSheetOpen] = useState(false)
  const [tipsOpen, setTipsOpen] = useState(false)

  // Back from a goods page (or another page over this one), the learner finds the tab, the navigation and the scroll
  // position as left, also when the page is made afresh (a reload on that page, then back).
  const place = useReturnPoint<PracticePlace>('practicalCourse', () => store.place)
  // The query (or the kept place) is read once, when the page opens.
  useEffect(() => {
    const kept = place.kept
    void (kept ? store.returnTo(kept) : store.enter(readPracticeQuery(params))).then(place.restored)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store])

  // Section 2 lists "share" among the page's parts: the share button beside the tabs, and the page's share menu.
  const share = useShare({ title: PRACTICE_APP_TEXT.title, link: practiceUrl(store.tab, selectedNodeId(store.current)) })

  /**
   * A tap on a course's action through its gate (gateFor): go on, the login popup and then go on, or login and back
   * to this tab and course. An action that goes ahead counts a click of the course when COUNTS_CLICK says so.
   */
  const gate = useCallback((action: PracticeAction, courseId: number, go: () => unknown) => {
    const run = () => {
      if (COUNTS_CLICK.has(action)) store.countClick(courseId)
      go()
    }
    const next = gateFor(action, session.isLoggedIn)
    if (next === 'go') run()
    else if (next === 'popup') loginThen(run)
    else void toLogin(practiceUrl(store.tab, selectedNodeId(store.current)))
  }, [session, loginThen, store])

  const play = (chapter: PracticeChapter) => {
    const course = store.course
    if (course) gate('play', course.id, () => void store.play(course.id, chapter.videoId, chapter.title))
  }

  const audition = (course: PracticeNode) => {
    store.chooseNode(course.id)
    const videoId = course.audition
    if (videoId) gate('audition', course.id, () => void store.play(course.id, videoId, course.sortName))
  }

  /** Buy / sign up: the course's goods through the goods jump, after login when needed. */
  const buy = (action: 'buy' | 'signUp') => {
    const course = store.course
    if (course) gate(action, course.id, () => void openGoods(course))
  }

  const openArticle = (article: PracticeHotArticle) => void navigateTo(hotArticleUrl(article))
  const handleBanner = (banner: Banner) => {
    const tab = bannerTab(banner)
    if (tab) void store.setTab(tab)
    return tab !== null
  }

  const tree = store.trees[store.tab]
  return (
    <View className="practice-page" data-tab={store.tab}>
      <NavBar title={PRACTICE_APP_TEXT.title} />
      <View className="practice-page__tabs">
        <Tabs value={store.tab} duration={0} onChange={(value) => void store.setTab(value as PracticeTab)}>
          {PRACTICE_TABS.map((tab) => (
            <Tabs.TabPane key={tab} value={tab} title={PRACTICE_APP_TEXT.tabs[tab]} />
          ))}
        </Tabs>
        <ShareButton share={share} className="practice-page__share">
          <ShareIcon size={14} color="#cf2a20" />
          <Text className="practice-page__share-text">{SHARE_TEXT.share}</Text>
        </ShareButton>
      </View>
      <ErrorBoundary section>
        <BannerSwiper banners={store.banners.data ?? []} report={reportBanner} handle={handleBanner} />
      </ErrorBoundary>
      {tree.status === 'error' && <LoadError onRetry={() => void store.loadTree()} />}
      {tree.status === 'loading' && <Loading className="practice-page__loading" />}
      {tree.data && (
        <>
          <PracticeNav
            tree={store.tree}
            topId={store.current.topId}
            subId={store.current.subId}
            onTop={(id) => store.chooseTop(id)}
            onSub={(id) => store.chooseNode(id)}
            onSheet={() => setSheetOpen(true)}
          />
          {store.tab === 'course' ? (
            <CourseTab store={store} onPlay={play} onArticle={openArticle} onRealAccount={() => setTipsOpen(true)} />
          ) : (
            <AuditionTab store={store} onAudition={audition} />
          )}
        </>
      )}
      {store.tab === 'course' ? (
        <CourseBar canBuy={!!store.course} onService={() => void consult('practice', Number(store.course?.goodsId) || undefined)} onBuy={() => buy('buy')} />
      ) : (
        <AuditionBar canSignUp={!!store.course} onConsult={() => void consult('audition', Number(store.course?.goodsId) || undefined)} onSignUp={() => buy('signUp')} />
      )}
      <NavSheet
        visible={sheetOpen}
        tree={store.tree}
        selection={store.current}
        onChoose={(id) => {
          setSheetOpen(false)
          store.chooseNode(id)
        }}
        onClose={() => setSheetOpen(false)}
      />
      <RealAccountTips visible={tipsOpen} onClose={() => setTipsOpen(false)} />
      {loginPopup}
    </View>
  )
})
