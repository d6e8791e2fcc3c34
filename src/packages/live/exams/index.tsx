/**
 * /mockExam (this app's URL; docs/spec/content-access.md sections 1 "mock exams", 2 "Mock exam set ... layouts not shown",
 * 7 mkExam, mkExamRank, examSum): the totals of the mock exams, then the papers (10 a page) with their window, scores,
 * the number of participants, the paper's leader (mkExamRank's first place) and, for a logged-in learner, what they
 * did (best score / started). A paper opens its ranking; '我的考试记录' lists the learner's attempts (login). Totals
 * that fail to load: '加载失败，点击重试' under them.
 */
import { useEffect, useRef, useState } from 'react'
import { observer } from 'mobx-react'
import { Text, View } from '@tarojs/components'
import { Button, Tag } from '@nutui/nutui-react-taro'
import type { ExamPaper, ExamRankItem, ExamSum } from '@contract/live'
import { leaderText, myPaperText, papersToRank, paperStatusLabel } from '@/core/exam/rank'
import { link, PATHS } from '@/core/links'
import { ListFooter, LoadErrorLine } from '@/components/ListFooter'
import { useLoadMore, usePullRefresh } from '@/components/ListFooter/hooks'
import { NavBar } from '@/components/NavBar'
import { StatGrid } from '@/components/StatGrid'
import { navigateTo } from '@/platform/navigation'
import { useLiveApi, type LiveApi } from '@/services/live'
import { Loadable } from '@/stores/loadable'
import { PagedList } from '@/stores/paged'
import '../live.css'
import '../exam.css'
import { useScrollMemory } from '@/components/hooks/useScrollMemory'

/** The mock-exam list's wording (the paper states' labels are the rules', src/core/exam). */
export const EXAMS_TEXT = {
  pageTitle: '模拟考试',
  sum: { paperCount: '试卷', openPaperCount: '开放中', participantNum: '参考人次', recordCount: '答卷数' },
  meta: (p: { subjectName: string; totalScore: number; passScore: number; durationMinutes: number; questionCount: number }) =>
    `${p.subjectName} · 满分${p.totalScore} · 及格${p.passScore} · ${p.durationMinutes}分钟 · ${p.questionCount}题`,
  openTime: (from: string, to: string) => `开放时间 ${from} 至 ${to}`,
  people: (n: number) => `${n}人参加`,
  rank: '查看排名',
  myRecords: '我的考试记录',
  empty: '暂无模拟考试',
} as const

const SUM: [keyof ExamSum, string][] = (['paperCount', 'openPaperCount', 'participantNum', 'recordCount'] as const).map((k) => [k, EXAMS_TEXT.sum[k]])
const STATUS_TAG = { 1: 'warning', 2: 'success', 3: 'default' } as const

export function PaperCard({ paper: p, leader }: { paper: ExamPaper; leader?: ExamRankItem | null }) {
  const top = leaderText(leader)
  return (
    <View className="exam-card" data-exam-id={p.examId} onClick={() => void navigateTo(link('mockExamRank', { examId: p.examId, name: p.examName }))}>
      <View className="exam-card__head">
        <Text className="exam-card__name">{p.examName}</Text>
        <Tag type={STATUS_TAG[p.examStatus] ?? 'default'}>{paperStatusLabel(p.examStatus)}</Tag>
      </View>
      <Text className="exam-card__meta">{EXAMS_TEXT.meta(p)}</Text>
      <Text className="exam-card__meta">{EXAMS_TEXT.openTime(p.startTime.slice(0, 10), p.endTime.slice(0, 10))}</Text>
      {top && <Text className="exam-card__leader">{top}</Text>}
      <View className="exam-card__foot">
        <Text className="exam-card__people">{EXAMS_TEXT.people(p.participantNum)}</Text>
        <Text className="exam-card__mine">{myPaperText(p.myStatus, p.myBestScore)}</Text>
        <Button size="small" fill="outline" type="primary">{EXAMS_TEXT.rank}</Button>
      </View>
    </View>
  )
}

/**
 * Each paper's first place (mkExamRank, one of a page), asked once per paper with participants as its page arrives;
 * `forget` (a pull-down) asks the shown papers again when they come back.
 */
function useLeaders(liveApi: LiveApi, items: ExamPaper[]): { leaders: Record<number, ExamRankItem | null>; forget(): void } {
  const [leaders, setLeaders] = useState<Record<number, ExamRankItem | null>>({})
  const asked = useRef(new Set<number>())
  useEffect(() => {
    for (const examId of papersToRank(items, asked.current)) {
      asked.current.add(examId)
      liveApi.paperRank(examId, 1, 1).then(
        (page) => setLeaders((l) => ({ ...l, [examId]: page.list[0] ?? null })),
        () => undefined,
      )
    }
  }, [liveApi, items])
  return { leaders, forget: () => asked.current.clear() }
}

export default observer(function MockExamsPage() {
  useScrollMemory()
  const liveApi = useLiveApi()
  const [sum] = useState(() => new Loadable<ExamSum>(() => liveApi.examSum()))
  const [papers] = useState(() => new PagedList<ExamPaper>((page) => liveApi.papers(page)))

  const { leaders, forget } = useLeaders(liveApi, papers.items)

  useEffect(() => {
    void sum.loadOnce()
    void papers.loadFirst()
  }, [sum, papers])
  useLoadMore(() => papers.loadMore())
  usePullRefresh(() => {
    forget()
    return Promise.all([sum.load(), papers.refresh()])
  })

  return (
    <View className="live-page exam-page">
      <NavBar title={EXAMS_TEXT.pageTitle} />
      <StatGrid block="exam-sum" items={SUM} values={sum.data} />
      {sum.status === 'error' && <LoadErrorLine onRetry={() => void sum.load()} />}
      <View className="exam-page__records" onClick={() => void navigateTo(PATHS.mockExamRecords)}>
        <Text>{EXAMS_TEXT.myRecords}</Text>
        <Text className="exam-page__arrow">›</Text>
      </View>
      <View className="live-list">
        {papers.items.map((p) => <PaperCard key={p.examId} paper={p} leader={leaders[p.examId]} />)}
        <ListFooter footer={papers.footer} onRetry={() => void papers.loadMore()} emptyText={EXAMS_TEXT.empty} />
      </View>
    </View>
  )
})
