/** The agreement form's state and the page's small parts (the page is index.tsx). */
import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { Checked, Clock } from '@nutui/icons-react-taro'
import type { ContractUserInfo } from '@contract/payment'
import { DEFAULT_ID_KIND, idKindOf } from '@contract/rules/idCard'
import { sanitisePhoneInput } from '@/core/validation'
import { DEFAULT_EDUCATION_INDEX, EDUCATION_OPTIONS, SIGN_TEXT, studyFields, type EnrolField } from '@/core/order/agreement'
import { Section } from '@/components/Section'

export interface FormState {
  realName: string
  /** The ID kind (contract/rules/idCard.ts IdKind). */
  idCardType: number
  idCard: string
  mobile: string
  education: number
  study: Partial<Record<EnrolField, string>>
}

export const EMPTY_FORM: FormState = { realName: '', idCardType: DEFAULT_ID_KIND, idCard: '', mobile: '', education: EDUCATION_OPTIONS[DEFAULT_EDUCATION_INDEX].value, study: {} }

export function formOf(c: ContractUserInfo): FormState {
  const study: Partial<Record<EnrolField, string>> = {}
  for (const f of studyFields(c.xlType)) study[f] = c[f] ?? ''
  return {
    realName: c.realName ?? '',
    // A back end that does not name the kind means a mainland resident ID, as does a kind this app does not know.
    idCardType: idKindOf(c.idCardType) ?? DEFAULT_ID_KIND,
    idCard: c.idCard ?? '',
    mobile: sanitisePhoneInput(c.mobile ?? ''),
    // Any chosen value is kept (the dictionary may name more than the constants); 0 or anything else is not chosen.
    education: Number.isInteger(c.education) && c.education > 0 ? c.education : EMPTY_FORM.education,
    study,
  }
}

export function ResultPanel({ icon, title, hint, onOrder }: { icon: 'wait' | 'done'; title: string; hint: string; onOrder: () => void }) {
  return (
    <Section className={`sign-page__result sign-page__result--${icon}`}>
      {icon === 'wait' ? <Clock size={48} color="#f5a524" /> : <Checked size={48} color="#1fa463" />}
      <Text className="sign-page__result-title">{title}</Text>
      <Text className="sign-page__result-hint">{hint}</Text>
      <Button className="sign-page__result-button" size="small" fill="outline" onClick={onOrder}>{SIGN_TEXT.viewOrder}</Button>
    </Section>
  )
}

export function FieldRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <View className="sign-form__row">
      <Text className="sign-form__label">{label}</Text>
      <View className="sign-form__control">{children}</View>
    </View>
  )
}
