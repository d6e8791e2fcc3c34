/** /protocol — the privacy policy (docs/spec/content-access.md section 2 "/protocol (privacy policy)"). */
import { Text, View } from '@tarojs/components'
import { NavBar } from '@/components/NavBar'
import { POLICY_TEXT } from './policy'
import '../account.css'

export default function ProtocolPage() {
  return (
    <View className="account-page protocol-page">
      <NavBar title={POLICY_TEXT.pageTitle} />
      <View className="policy">
        <Text className="account-page__title policy__title">{POLICY_TEXT.title}</Text>
        <Text className="policy__updated">{POLICY_TEXT.updated}</Text>
        {POLICY_TEXT.sections.map((s) => (
          <View key={s.heading} className="policy__section">
            <Text className="policy__heading">{s.heading}</Text>
            {s.paragraphs.map((p) => <Text key={p} className="policy__para">{p}</Text>)}
          </View>
        ))}
      </View>
    </View>
  )
}
