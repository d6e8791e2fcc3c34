/**
 * /mockExam/records (this app's URL; docs/spec/content-access.md section 7 mkMeExam, meRecentlyRecord): the learner's latest
 * attempt on top, then every attempt, latest first, 10 a page. Behind login. An attempt opens its paper's ranking.
 */
import { useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { Text, View } from '@tarojs/components'
import type { ExamRecord } from '@contract/live'
import { durationText, passText, recordScoreText } from '@/core/exam/rank'
import { link } from '@/core/links'
import { ListFooter } from '@/components/ListFooter'
import { useLoadMore, usePullRefresh } from '@/components/ListFooter/hooks'
import { LoginGate } from '@/components/LoginGate'
import { NavBar } from '@/components/NavBar'
import { Section } from '@/components/Section'
import { navigateTo } from '@/platform/navigation'
import { useLiveApi } from '@/services/live'
import { Loadable } from '@/stores/loadable'
import { PagedList } from '@/stores/paged'
import '../live.css'
import '../exam.css'
import { useScrollMemory } from '@/components/hooks/useScrollMemory'

/** The exam records page's wording. */
export const EXAM_RECORDS_TEXT = {
  latest: '最近一次',
  submitted: (time: string) => `交卷 ${time}`,
  started: (time: string) => `开始 ${time}`,
  used: (duration: string) => `用时 ${duration}`,
  empty: '还没有考试记录',
  pageTitle: '我的考试记录',
} as const

function RecordCard({ record: r }: { record: ExamRecord }) {
  return (
    <View className="exam-record" data-record-id={r.recordId} onClick={() => void navigateTo(link('mockExamRank', { examId: r.examId, name: r.examName }))}>
      <View className="exam-record__head">
        <Text>{r.examName}</Text>
        <Text className="exam-record__score">{recordScoreText(r)}</Text>
      </View>
      <Text className="exam-record__meta">
        {r.submitTime ? EXAM_RECORDS_TEXT.submitted(r.submitTime.slice(0, 16)) : EXAM_RECORDS_TEXT.started(r.startTime.slice(0, 16))} · {EXAM_RECORDS_TEXT.used(durationText(r.useTime))} {passText(r.passed)}
      </Text>
    </View>
  )
}

const Records = observer(function Records() {
  const liveApi = useLiveApi()
  // The latest attempt; none when it cannot be read.
  const [latestRecord] = useState(() => new Loadable<ExamRecord | null>(() => liveApi.latestRecord().catch(() => null)))
  const [records] = useState(() => new PagedList<ExamRecord>((page) => liveApi.myRecords(page)))
  const latest = latestRecord.data

  useEffect(() => {
    void latestRecord.loadOnce()
    void records.loadFirst()
  }, [latestRecord, records])
  useLoadMore(() => records.loadMore())
  usePullRefresh(() => records.refresh())

  return (
    <View className="live-list">
      {latest && (
        <Section className="exam-latest" title={EXAM_RECORDS_TEXT.latest}>
          <RecordCard record={latest} />
        </Section>
      )}
      {records.items.map((r) => <RecordCard key={r.recordId} record={r} />)}
      <ListFooter footer={records.footer} onRetry={() => void records.loadMore()} emptyText={EXAM_RECORDS_TEXT.empty} />
    </View>
  )
})

export default function ExamRecordsPage() {
  useScrollMemory()
  return (
    <View className="live-page">
      <NavBar title={EXAM_RECORDS_TEXT.pageTitle} />
      <LoginGate>
        <Records />
      </LoginGate>
    </View>
  )
}
