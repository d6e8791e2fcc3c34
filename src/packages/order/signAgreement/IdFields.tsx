/**
 * The agreement form's ID rows: the ID kind (证件类型, an action sheet of the kinds a school in China enrols, the
 * mainland resident ID first and by default) and the number. A mainland resident ID reads as the spec's form does
 * ('身份证号', '请输入身份证号', the ID-card keyboard); another kind asks for its '证件号码' with letters allowed.
 * The checks are contract/rules/idCard.ts (idNumberProblem, through agreementFormProblem).
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { ActionSheet, Input } from '@nutui/nutui-react-taro'
import { ArrowRight } from '@nutui/icons-react-taro'
import { ID_KINDS, IdKind, idKindLabel } from '@contract/rules/idCard'
import { SIGN_TEXT } from '@/core/order/agreement'
import { APP_TEXT } from '@/core/texts'
import { FieldRow } from './parts'

/** The longest number of any kind (a passport's 17 characters, a mainland ID's 18). */
export const ID_NUMBER_MAX_LENGTH = 18

export interface IdFieldsProps {
  kind: number
  idCard: string
  onKind(kind: number): void
  onIdCard(value: string): void
}

export function IdFields({ kind, idCard, onKind, onIdCard }: IdFieldsProps) {
  const [open, setOpen] = useState(false)
  const mainland = kind === IdKind.mainland
  const options = ID_KINDS.map((k) => ({ name: k.label, id: String(k.value), danger: k.value === kind }))
  return (
    <>
      <View className="sign-form__row sign-form__id-kind" onClick={() => setOpen(true)}>
        <Text className="sign-form__label">{SIGN_TEXT.idKind}</Text>
        <View className="sign-form__control sign-form__picked">
          <Text className="sign-form__kind-value">{idKindLabel(kind)}</Text>
          <ArrowRight size={12} color="#c8c9cc" />
        </View>
      </View>
      <ActionSheet
        className="sign-form__id-kinds"
        visible={open}
        title={SIGN_TEXT.idKind}
        options={options}
        cancelText={APP_TEXT.cancel}
        onCancel={() => setOpen(false)}
        onSelect={(item) => {
          setOpen(false)
          onKind(Number(item.id))
        }}
      />
      <FieldRow label={mainland ? SIGN_TEXT.idCard : SIGN_TEXT.idNumber}>
        <Input
          className="sign-form__input"
          name="idCard"
          type={mainland ? 'idcard' : 'text'}
          placeholder={mainland ? SIGN_TEXT.idCardPlaceholder : SIGN_TEXT.idNumberPlaceholder}
          maxLength={ID_NUMBER_MAX_LENGTH}
          value={idCard}
          onChange={(v) => onIdCard(String(v))}
        />
      </FieldRow>
    </>
  )
}
