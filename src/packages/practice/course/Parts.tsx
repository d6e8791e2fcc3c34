/**
 * The practical course page's blocks: marquee tips (NutUI NoticeBar at the spec's speed) and rankings, the
 * 'course' badge with its title/value pairs, teachers, 学习保障, the category floors, hot articles, the industry
 * video list and its chapters.
 */
import { Image, ScrollView, Text, View } from '@tarojs/components'
import { NoticeBar, Tag } from '@nutui/nutui-react-taro'
import type { GoodsItem } from '@contract/goods'
import type { PracticeCategory, PracticeChapter, PracticeGuarantee, PracticeHotArticle, PracticeTeacher, PracticeVideo } from '@contract/practice'
import { PRACTICE_APP_TEXT, PRACTICE_TEXT, chapterDuration, marqueeSpeed, parseDescription } from '@/core/practice'
import { GoodsCard } from '@/components/GoodsCard'
import { Section } from '@/components/Section'
import { mediaUrl } from '@/platform/media'

/** Marquee tips: one line scrolling at the default speed. */
export function TipsBar({ tips }: { tips: string[] }) {
  if (tips.length === 0) return null
  return (
    <View className="practice-tips">
      <NoticeBar content={tips.join('\u3000\u3000')} speed={marqueeSpeed('tips')} scrollable />
    </View>
  )
}

export { RankingTicker } from './RankingTicker'

/** The title/value pairs of a course's description, under a 'course' badge. */
export function CourseBadge({ name, description }: { name: string; description: string }) {
  const pairs = parseDescription(description)
  if (pairs.length === 0) return null
  return (
    <View className="practice-badge">
      <View className="practice-badge__head">
        <Tag type="danger" className="practice-badge__tag">{PRACTICE_TEXT.courseBadge}</Tag>
        <Text className="practice-badge__name">{name}</Text>
      </View>
      <View className="practice-badge__pairs">
        {pairs.map((p) => (
          <View key={p.title} className="practice-badge__pair">
            <Text className="practice-badge__title">{p.title}</Text>
            <Text className="practice-badge__value">{p.value}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}

export function Teachers({ teachers }: { teachers: PracticeTeacher[] }) {
  if (teachers.length === 0) return null
  return (
    <Section title={PRACTICE_APP_TEXT.teachers} className="practice-teachers">
      <ScrollView scrollX className="practice-teachers__scroll">
        {teachers.map((t) => (
          <View key={t.id} className="practice-teacher" data-teacher-id={t.id}>
            <Image className="practice-teacher__pic" src={mediaUrl(t.pic, 120)} mode="aspectFill" />
            <Text className="practice-teacher__name">{t.teacherName}</Text>
            {t.introductionList.map((line) => (
              <Text key={line} className="practice-teacher__line">{line}</Text>
            ))}
          </View>
        ))}
      </ScrollView>
    </Section>
  )
}

export function Guarantees({ items }: { items: PracticeGuarantee[] }) {
  if (items.length === 0) return null
  return (
    <Section title={PRACTICE_TEXT.guarantee} className="practice-guarantee">
      <View className="practice-guarantee__grid">
        {items.map((g) => (
          <View key={g.id} className="practice-guarantee__item">
            <Image className="practice-guarantee__icon" src={mediaUrl(g.icon, 72)} mode="aspectFill" />
            <Text className="practice-guarantee__title">{g.title}</Text>
            <Text className="practice-guarantee__desc">{g.description}</Text>
          </View>
        ))}
      </View>
    </Section>
  )
}

/** One floor per category: its name, remark and goods (two columns); a goods opens through the goods jump. */
export function Floors({ floors, onGoods }: { floors: PracticeCategory[]; onGoods?: (goods: GoodsItem) => void }) {
  return (
    <>
      {floors.map((floor) => (
        <Section key={floor.id} title={floor.name} extra={floor.remark} className="practice-floor">
          <View className="practice-floor__goods" data-category-id={floor.id}>
            {floor.goodsList.map((goods) => (
              <View key={goods.goodsId} className="practice-floor__cell">
                <GoodsCard goods={goods} layout="tile" onOpen={onGoods} />
              </View>
            ))}
          </View>
        </Section>
      ))}
    </>
  )
}

export function HotArticles({ articles, onOpen }: { articles: PracticeHotArticle[]; onOpen(a: PracticeHotArticle): void }) {
  if (articles.length === 0) return null
  return (
    <Section title={PRACTICE_APP_TEXT.hotArticles} className="practice-articles">
      {articles.map((a) => (
        <View key={a.informationId} className="practice-article" data-article-id={a.informationId} onClick={() => onOpen(a)}>
          <View className="practice-article__body">
            <Text className="practice-article__title">{a.title}</Text>
            <Text className="practice-article__meta">{a.pushTime.slice(0, 10)} · {PRACTICE_APP_TEXT.reads} {a.readNum}</Text>
          </View>
          {a.pic && <Image className="practice-article__pic" src={mediaUrl(a.pic)} mode="aspectFill" lazyLoad />}
        </View>
      ))}
    </Section>
  )
}

/** The sub-item's industry videos (one per course); the chosen one is what the player shows. */
export function VideoList({ videos, nodeId, onChoose }: { videos: PracticeVideo[]; nodeId: number | null; onChoose(v: PracticeVideo): void }) {
  if (videos.length < 2) return null
  return (
    <ScrollView scrollX className="practice-videos">
      {videos.map((v) => (
        <View
          key={v.id}
          className={`practice-videos__item${v.nodeId === nodeId ? ' practice-videos__item--active' : ''}`}
          data-node-id={v.nodeId}
          onClick={() => onChoose(v)}
        >
          <Image className="practice-videos__cover" src={mediaUrl(v.cover, 240)} mode="aspectFill" />
          <Text className="practice-videos__title">{v.title}</Text>
        </View>
      ))}
    </ScrollView>
  )
}

export interface ChapterListProps {
  chapters: PracticeChapter[]
  playingId: string | null
  onPlay(chapter: PracticeChapter): void
}

export function ChapterList({ chapters, playingId, onPlay }: ChapterListProps) {
  if (chapters.length === 0) return null
  return (
    <View className="practice-chapters">
      <Text className="practice-chapters__title">{PRACTICE_APP_TEXT.chapters}</Text>
      {chapters.map((c) => (
        <View
          key={c.id}
          className={`practice-chapter${c.videoId === playingId ? ' practice-chapter--playing' : ''}`}
          data-video-id={c.videoId}
          onClick={() => onPlay(c)}
        >
          <Text className="practice-chapter__name">{c.title}</Text>
          {c.isAudition === 1 && <Tag type="warning" plain className="practice-chapter__tag">{PRACTICE_APP_TEXT.auditionTag}</Tag>}
          <Text className="practice-chapter__time">{c.videoId === playingId ? PRACTICE_APP_TEXT.playing : chapterDuration(c.durationSeconds)}</Text>
        </View>
      ))}
    </View>
  )
}
