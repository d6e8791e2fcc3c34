/**
 * The CPA pioneer sign-up form (variant 2: sign up for the class, with a name; variant 3: claim the study pack).
 * A sign-up is a business lead (pushBusiness with the page URL, and the stored business-channel pair only when both
 * are present, then registerChannelId zsh5); success opens /cpaPioneerSuccess2 or /cpaPioneerSuccess3.
 */
import { useState } from 'react'
import { observer } from 'mobx-react'
import { Text, View } from '@tarojs/components'
import { Button, Checkbox, Input } from '@nutui/nutui-react-taro'
import { businessLead, checkPioneerForm, CPA_SUBJECTS, CPA_SUCCESS_PAGE, pioneerMemo } from '@/core/topic/lead'
import { PHONE_MAX_LENGTH, sanitisePhoneInput } from '@/core/validation'
import { PROTOCOL_URL } from '@/core/pages'
import { link } from '@/core/links'
import { currentUrl, navigateTo, redirectTo } from '@/platform/navigation'
import { toast } from '@/platform/ui'
import { useQwApi } from '@/services/qw'
import { useStores } from '@/stores'
import { useOneAtATime } from '@/components/hooks/useOneAtATime'
import { storedChannel } from '@/stores/channel'


/** The funnel form's wording (its checks and their messages are the rules', src/core/topic/lead.ts). */
export const PIONEER_FORM_TEXT = {
  name: '姓名',
  namePlaceholder: '请输入姓名（选填）',
  mobile: '手机号',
  mobilePlaceholder: '请输入手机号',
  subjects: '报考科目',
  agree: '我已阅读并同意',
  policy: '《隐私政策》',
  signUp: '提交报名',
  claim: '免费领取',
} as const

export const PioneerForm = observer(function PioneerForm({ variant }: { variant: 2 | 3 }) {
  const { session } = useStores()
  const qwApi = useQwApi()
  const [name, setName] = useState('')
  const [mobile, setMobile] = useState(session.user?.mobile ?? '')
  const [subjects, setSubjects] = useState<string[]>([])
  const [agreed, setAgreed] = useState(false)

  const toggle = (s: string, on: boolean) => setSubjects((list) => (on ? [...list, s] : list.filter((x) => x !== s)))

  const send = async () => {
    const problem = checkPioneerForm({ mobile, subjects, agreed })
    if (problem) {
      toast(problem)
      return
    }
    try {
      const lead = await qwApi.pushBusiness(businessLead(mobile, pioneerMemo(variant, name, subjects), currentUrl(), storedChannel()))
      void redirectTo(link(CPA_SUCCESS_PAGE[variant], { leadId: lead.leadId, subjects: subjects.join(','), advisor: lead.pool === 'private' ? 1 : 0 }))
    } catch {
      // The request layer has shown why; the form keeps what was typed.
    }
  }
  // A second tap before the disabled button renders must not send a second lead.
  const { run: submit, busy } = useOneAtATime(send)

  return (
    <View className="pioneer-form" data-variant={variant}>
      {variant === 2 && (
        <>
          <Text className="pioneer-form__label">{PIONEER_FORM_TEXT.name}</Text>
          <Input className="pioneer-form__input" name="name" placeholder={PIONEER_FORM_TEXT.namePlaceholder} maxLength={20} value={name} onChange={(v) => setName(String(v))} />
        </>
      )}
      <Text className="pioneer-form__label">{PIONEER_FORM_TEXT.mobile}</Text>
      <Input
        className="pioneer-form__input"
        name="mobile"
        type="number"
        placeholder={PIONEER_FORM_TEXT.mobilePlaceholder}
        maxLength={PHONE_MAX_LENGTH}
        value={mobile}
        onChange={(v) => setMobile(sanitisePhoneInput(String(v)))}
      />
      <Text className="pioneer-form__label">{PIONEER_FORM_TEXT.subjects}</Text>
      <View className="pioneer-form__subjects">
        {CPA_SUBJECTS.map((s) => (
          <Checkbox key={s} className="pioneer-form__subject" shape="button" label={s} checked={subjects.includes(s)} onChange={(on) => toggle(s, on)} />
        ))}
      </View>
      <View className="pioneer-form__agree">
        <Checkbox className="pioneer-form__agreed tap-area" checked={agreed} onChange={setAgreed} label={PIONEER_FORM_TEXT.agree} />
        <Text className="pioneer-form__link tap-area" onClick={() => void navigateTo(PROTOCOL_URL)}>{PIONEER_FORM_TEXT.policy}</Text>
      </View>
      <Button className="pioneer-form__submit" type="primary" block loading={busy} disabled={busy} onClick={() => void submit()}>
        {variant === 2 ? PIONEER_FORM_TEXT.signUp : PIONEER_FORM_TEXT.claim}
      </Button>
    </View>
  )
})
