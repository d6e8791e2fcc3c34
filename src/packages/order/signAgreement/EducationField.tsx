/**
 * The agreement form's education row and its picker (docs/spec/ordering-payment.md section 2 item 6 "education picker", section 3
 * "Education option: value, label (values not shown; default index 0)"). The options are the enterprise dictionary's
 * `result` (docs/spec/content-access.md section 7 "GET /{qw}/api/open/dict/EDUCATION_TYPE/1 (reads result)"), asked when the form
 * shows; until it answers, and when it fails, the app's constants stand in (src/core/education.ts).
 */
import { useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { Text, View } from '@tarojs/components'
import { Picker } from '@nutui/nutui-react-taro'
import { ArrowRight } from '@nutui/icons-react-taro'
import { agreementEducationOptions } from '@/core/education'
import type { EducationOption } from '@/core/order/agreement'
import { SIGN_TEXT } from '@/core/order/agreement'
import { useQwApi } from '@/services/qw'
import { Loadable } from '@/stores/loadable'

export const EducationField = observer(function EducationField({ value, onChange }: { value: number; onChange(value: number): void }) {
  const qwApi = useQwApi()
  const [educationTypes] = useState(() => new Loadable(() => qwApi.educationTypes()))
  const [open, setOpen] = useState(false)

  useEffect(() => {
    void educationTypes.loadOnce()
  }, [educationTypes])

  const dict: EducationOption[] | null = educationTypes.data
  const options = agreementEducationOptions(dict)
  const text = options.find((o) => o.value === value)?.label ?? options[0].label
  return (
    <>
      <View className="sign-form__row sign-form__education" data-source={dict ? 'dict' : 'constants'} onClick={() => setOpen(true)}>
        <Text className="sign-form__label">{SIGN_TEXT.education}</Text>
        <View className="sign-form__control sign-form__picked">
          <Text className={value ? 'sign-form__value' : 'sign-form__value sign-form__value--empty'}>{text}</Text>
          <ArrowRight size={12} color="#c8c9cc" />
        </View>
      </View>
      <Picker
        visible={open}
        title={SIGN_TEXT.education}
        options={[options.map((o) => ({ value: o.value, label: o.label }))]}
        value={[value]}
        onConfirm={(_opts, values) => onChange(Number(values[0] ?? 0))}
        onClose={() => setOpen(false)}
      />
    </>
  )
})
