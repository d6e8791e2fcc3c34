/**
 * Home's entries to the app's other channels (the spec names their routes but no entry to them): practical courses,
 * the knowledge store and the topics (the CPA funnel). One row of three cards under the category grid.
 */
import { Text, View } from '@tarojs/components'
import { Category, Gift, Star } from '@nutui/icons-react-taro'
import { KNOWLEDGE_HOME_URL, PRACTICE_URL, SPECIAL_TOPIC_URL } from '@/core/pages'
import { navigateTo } from '@/platform/navigation'

/** The entries' wording (this app's own). */
export const HOME_ENTRY_TEXT = {
  practice: { title: '实操课程', sub: '真账实操' },
  knowledge: { title: '知识商城', sub: '好课免费领' },
  topics: { title: '备考专题', sub: 'CPA先锋班' },
} as const

interface Entry {
  key: keyof typeof HOME_ENTRY_TEXT
  url: string
  Icon: typeof Category
}

const ENTRIES: Entry[] = [
  { key: 'practice', url: PRACTICE_URL, Icon: Category },
  { key: 'knowledge', url: KNOWLEDGE_HOME_URL, Icon: Gift },
  { key: 'topics', url: SPECIAL_TOPIC_URL, Icon: Star },
]

export function HomeEntries() {
  return (
    <View className="home-entries">
      {ENTRIES.map(({ key, url, Icon }) => (
        <View key={key} className={`home-entries__item home-entries__item--${key}`} onClick={() => void navigateTo(url)}>
          <Icon size={20} color="#cf2a20" />
          <View className="home-entries__text">
            <Text className="home-entries__title">{HOME_ENTRY_TEXT[key].title}</Text>
            <Text className="home-entries__sub">{HOME_ENTRY_TEXT[key].sub}</Text>
          </View>
        </View>
      ))}
    </View>
  )
}
