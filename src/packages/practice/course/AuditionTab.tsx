/**
 * The Audition tab ("Audition page: banner, nav, industry selector, learning-time ranking ticker, hot courses,
 * buttons 'consult course' and 'sign up now'"): the industry selector of the audition tree, the ranking ticker
 * (getPracticeLearnList), the player of the chosen course's audition clip, and the sub-item's courses as hot
 * courses (a tap chooses one; its 免费试听 button plays the audition, login first).
 */
import { observer } from 'mobx-react'
import { Image, Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { PracticeNode } from '@contract/practice'
import { PRACTICE_APP_TEXT, parseDescription } from '@/core/practice'
import { Section } from '@/components/Section'
import { mediaUrl } from '@/platform/media'
import type { PracticeStore } from '@/packages/practice/stores/practice'
import { IndustrySwitcher } from './IndustrySwitcher'
import { CourseBadge, RankingTicker } from './Parts'
import { PracticePlayer } from './PracticePlayer'

export interface AuditionTabProps {
  store: PracticeStore
  onAudition(course: PracticeNode): void
}

function HotCourse({ course, active, onChoose, onAudition }: { course: PracticeNode; active: boolean; onChoose(): void; onAudition(): void }) {
  const pairs = parseDescription(course.description).slice(0, 2)
  return (
    <View className={`practice-hot${active ? ' practice-hot--active' : ''}`} data-node-id={course.id} onClick={onChoose}>
      <Image className="practice-hot__pic" src={mediaUrl(course.appPic)} mode="aspectFill" />
      <View className="practice-hot__body">
        <Text className="practice-hot__name">{course.sortName}</Text>
        {pairs.map((p) => (
          <Text key={p.title} className="practice-hot__pair">{p.title}：{p.value}</Text>
        ))}
      </View>
      {course.audition && (
        <Button
          className="practice-hot__audition"
          size="small"
          type="primary"
          fill="outline"
          onClick={(e) => {
            e.stopPropagation()
            onAudition()
          }}
        >
          {PRACTICE_APP_TEXT.audition}
        </Button>
      )}
    </View>
  )
}

export const AuditionTab = observer(function AuditionTab({ store, onAudition }: AuditionTabProps) {
  const { top, sub, course, current, courses } = store
  const label = [top?.sortName, sub?.sortName].filter(Boolean).join(' · ')
  return (
    <View className="practice-audition" data-course-id={course?.id ?? ''}>
      <View className="practice-audition__head">
        <IndustrySwitcher
          label={label}
          names={store.names.audition.data}
          selection={current}
          onOpen={() => void store.loadNames()}
          onChoose={(id) => store.chooseNode(id)}
        />
      </View>
      <RankingTicker title={PRACTICE_APP_TEXT.ranking} list={store.ranking.data ?? []} />
      {course && (
        <Section className="practice-audition__player">
          <PracticePlayer
            poster={course.appPic}
            title={course.sortName}
            playing={store.playing}
            loading={store.playLoading}
            onPlay={() => onAudition(course)}
          />
          <CourseBadge name={course.sortName} description={course.description} />
        </Section>
      )}
      <Section title={PRACTICE_APP_TEXT.hotCourses} className="practice-hots">
        {courses.length === 0 && <Text className="practice-course__state">{PRACTICE_APP_TEXT.noCourses}</Text>}
        {courses.map((c) => (
          <HotCourse key={c.id} course={c} active={c.id === current.courseId} onChoose={() => store.chooseNode(c.id)} onAudition={() => onAudition(c)} />
        ))}
      </Section>
    </View>
  )
})
