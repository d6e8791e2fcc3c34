/**
 * The Course tab: marquee tips, the industry switcher, the industry video player with the sub-item's videos and the
 * chosen video's chapters, the 'course' badge, the industry's learners, the course introduction, teachers,
 * 学习保障, the category floors and hot articles.
 */
import { observer } from 'mobx-react'
import { Text, View } from '@tarojs/components'
import { Loading } from '@nutui/nutui-react-taro'
import type { PracticeChapter, PracticeHotArticle } from '@contract/practice'
import { PRACTICE_APP_TEXT, firstChapter } from '@/core/practice'
import { Section } from '@/components/Section'
import { preloadRichHtml, RichHtml } from '@/components/RichHtml'
import type { PracticeStore } from '@/packages/practice/stores/practice'
import { IndustrySwitcher } from './IndustrySwitcher'
import { ChapterList, CourseBadge, Floors, Guarantees, HotArticles, RankingTicker, Teachers, TipsBar, VideoList } from './Parts'
import { PracticePlayer } from './PracticePlayer'

// The course's details are part of the tab's first screen: the sanitizer downloads with the page.
preloadRichHtml()

export interface CourseTabProps {
  store: PracticeStore
  onPlay(chapter: PracticeChapter): void
  onArticle(article: PracticeHotArticle): void
  onRealAccount(): void
}

/** No video to show: loading, a failed load (a tap retries), or none. */
function VideoState({ status, onRetry }: { status: 'loading' | 'error' | 'ready'; onRetry(): void }) {
  if (status === 'loading') return <Loading className="practice-course__loading" />
  if (status === 'error') return <Text className="practice-course__state practice-course__state--error" onClick={onRetry}>{PRACTICE_APP_TEXT.loadFailed}</Text>
  return <Text className="practice-course__state">{PRACTICE_APP_TEXT.noCourses}</Text>
}

export const CourseTab = observer(function CourseTab({ store, onPlay, onArticle, onRealAccount }: CourseTabProps) {
  const { top, sub, course, video, current } = store
  const info = store.information.data
  const label = [top?.sortName, sub?.sortName].filter(Boolean).join(' · ')
  const chapters = video?.chapters ?? []
  const first = firstChapter(chapters)

  return (
    <View className="practice-course" data-course-id={course?.id ?? ''}>
      <TipsBar tips={info?.tips ?? []} />
      <Section
        className="practice-industry-video"
        title={PRACTICE_APP_TEXT.videos}
        extra={PRACTICE_APP_TEXT.realAccount}
        onExtra={onRealAccount}
      >
        <IndustrySwitcher
          label={label}
          names={store.names.course.data}
          selection={current}
          onOpen={() => void store.loadNames()}
          onChoose={(id) => store.chooseNode(id)}
        />
        {video ? (
          <>
            <PracticePlayer
              poster={video.cover}
              title={video.title}
              playing={store.playing}
              loading={store.playLoading}
              onPlay={() => first && onPlay(first)}
            />
            <VideoList videos={store.videoList?.data ?? []} nodeId={current.courseId} onChoose={(v) => store.chooseNode(v.nodeId)} />
            <ChapterList chapters={chapters} playingId={store.playing?.videoId ?? null} onPlay={onPlay} />
          </>
        ) : (
          <VideoState status={store.videoList?.status ?? 'ready'} onRetry={() => void store.videoList?.load()} />
        )}
        {course && <CourseBadge name={course.sortName} description={course.description} />}
      </Section>
      {top && <RankingTicker title={PRACTICE_APP_TEXT.learners} list={store.learners.get(top.id)?.data ?? []} />}
      {course?.details && (
        <Section title={PRACTICE_APP_TEXT.details} className="practice-details">
          <RichHtml html={course.details} className="practice-details__html" />
        </Section>
      )}
      {top && <Teachers teachers={store.teachers.get(top.id)?.data ?? []} />}
      <Guarantees items={info?.guarantees ?? []} />
      {/* The floors are the tab's goods: a read that failed says so in their place, a tap retries. The tips, 学习保障,
          hot articles, teachers and learners only accompany the course: left out when they fail. */}
      {store.floors.status === 'error' ? (
        <View className="practice-course__state practice-course__state--error practice-floors__error" role="button" onClick={() => void store.floors.load()}>
          {PRACTICE_APP_TEXT.loadFailed}
        </View>
      ) : (
        <Floors floors={store.floors.data ?? []} />
      )}
      <HotArticles articles={info?.articles ?? []} onOpen={onArticle} />
    </View>
  )
})
