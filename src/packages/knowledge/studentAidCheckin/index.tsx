/**
 * /wx/checkin: a learner checks in as a student of a university (student info: cjwxStudentInfo/getUserInfo; the
 * university list, searched by name or province: cjwxUniversityInfo/universityList; checkUniversity). Needs login.
 * A learner already checked in sees the record and may change it. A university list that fails: '加载失败，点击重试' in its place.
 */
import { useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { Text, View } from '@tarojs/components'
import { Button, Input } from '@nutui/nutui-react-taro'
import type { StudentInfo, University } from '@contract/practice'
import { checkinBody, checkinProblem, WX_APP_TEXT, type CheckinForm } from '@/core/studentAid'
import { GoodsSkeleton } from '@/components/GoodsSkeleton'
import { useOneAtATime } from '@/components/hooks/useOneAtATime'
import { LoadError, LoadErrorLine } from '@/components/ListFooter'
import { LoginGate } from '@/components/LoginGate'
import { NavBar } from '@/components/NavBar'
import { toast } from '@/platform/ui'
import { useStudentAidApi } from '@/services/studentAid'
import { Loadable } from '@/stores/loadable'
import './index.css'
import { useScrollMemory } from '@/components/hooks/useScrollMemory'

const Checkin = observer(function Checkin() {
  const studentAidApi = useStudentAidApi()
  const [info] = useState(() => new Loadable<StudentInfo>(() => studentAidApi.studentInfo()))
  const [editing, setEditing] = useState(false)
  const [keyword, setKeyword] = useState('')
  const [universities, setUniversities] = useState<University[] | null>(null)
  // The university list's read failed (the list says so; a retry asks again).
  const [uniFailed, setUniFailed] = useState(false)
  const [uniRound, setUniRound] = useState(0)
  const [form, setForm] = useState<CheckinForm>({ universityId: null, studentName: '', major: '', enrollYear: '' })

  useEffect(() => {
    void info.loadOnce()
  }, [info])
  useEffect(() => {
    let live = true
    const timer = setTimeout(() => {
      studentAidApi.universities(keyword.trim()).then(
        (list) => {
          if (!live) return
          setUniversities(list)
          setUniFailed(false)
        },
        () => live && setUniFailed(true),
      )
    }, 250)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [studentAidApi, keyword, uniRound])

  async function send() {
    const problem = checkinProblem(form)
    if (problem) {
      toast(problem)
      return
    }
    try {
      await studentAidApi.checkin(checkinBody(form))
      toast(WX_APP_TEXT.checkinDone)
      setEditing(false)
      await info.load()
    } catch {
      // Toasted by the request layer.
    }
  }
  const { run: submit, busy: saving } = useOneAtATime(send)

  if (info.status === 'loading') return <GoodsSkeleton rows={2} />
  if (info.status === 'error' || !info.data) return <LoadError onRetry={() => void info.load()} />
  const me = info.data
  if (me.checkedIn && !editing) {
    return (
      <View className="wx-checkin__done">
        <Text className="wx-checkin__badge">{WX_APP_TEXT.checkedIn}</Text>
        <Text className="wx-checkin__school">{me.universityName}</Text>
        <Text className="wx-checkin__line">{me.studentName}{me.major ? ` · ${me.major}` : ''}{me.enrollYear ? ` · ${WX_APP_TEXT.enrollYearOf(me.enrollYear)}` : ''}</Text>
        <Text className="wx-checkin__line">{me.checkedTime}</Text>
        <Button className="wx-checkin__again" fill="outline" type="primary" onClick={() => setEditing(true)}>{WX_APP_TEXT.recheck}</Button>
      </View>
    )
  }
  const set = (k: keyof CheckinForm) => (v: string) => setForm((f) => ({ ...f, [k]: v }))
  return (
    <View className="wx-checkin__form">
      <Text className="wx-checkin__label">{WX_APP_TEXT.chooseUniversity}</Text>
      <Input className="wx-checkin__input" placeholder={WX_APP_TEXT.universityPlaceholder} value={keyword} onChange={(v) => setKeyword(String(v))} />
      {/* A scrolling box: in the tab order so a keyboard can scroll it. */}
      <View className="wx-checkin__list" {...{ tabIndex: 0 }}>
        {universities?.map((u) => (
          <View
            key={u.id}
            className={`wx-checkin__uni${form.universityId === u.id ? ' wx-checkin__uni--on' : ''}`}
            data-university-id={u.id}
            onClick={() => setForm((f) => ({ ...f, universityId: u.id }))}
          >
            <Text className="wx-checkin__uni-name">{u.name}</Text>
            <Text className="wx-checkin__uni-province">{u.province}</Text>
          </View>
        ))}
        {uniFailed && <LoadErrorLine onRetry={() => setUniRound((r) => r + 1)} />}
        {!uniFailed && universities?.length === 0 && <Text className="wx-checkin__none">{WX_APP_TEXT.noUniversity}</Text>}
      </View>
      <Input className="wx-checkin__input" name="studentName" placeholder={WX_APP_TEXT.studentName} maxLength={32} value={form.studentName} onChange={(v) => set('studentName')(String(v))} />
      <Input className="wx-checkin__input" name="major" placeholder={WX_APP_TEXT.major} maxLength={64} value={form.major} onChange={(v) => set('major')(String(v))} />
      <Input className="wx-checkin__input" name="enrollYear" type="number" placeholder={WX_APP_TEXT.enrollYear} maxLength={4} value={form.enrollYear} onChange={(v) => set('enrollYear')(String(v))} />
      <Button className="wx-checkin__submit" type="primary" block loading={saving} onClick={() => void submit()}>{WX_APP_TEXT.submit}</Button>
    </View>
  )
})

export default function WxCheckinPage() {
  useScrollMemory()
  return (
    <View className="wx-checkin">
      <NavBar title={WX_APP_TEXT.checkin} />
      <LoginGate>
        <Checkin />
      </LoginGate>
    </View>
  )
}
