/**
 * /mockExam/rank?examId=&name= (this app's URL; docs/spec/content-access.md section 7 mkMeRank, disCount, ExamResultsRank/list):
 * a paper's ranking. My rank ('第N名', score, 'beat N%') for a logged-in learner (a guest may log in in the popup), the
 * score distribution, then every participant's best attempt, 10 a page.
 */
import { useCallback, useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { ExamRankItem, MyExamRank, ScoreBand } from '@contract/live'
import { bandWidths, durationText, rankBadge, rankView } from '@/core/exam/rank'
import { decodeParam } from '@/core/query'
import { pageTitle } from '@/core/routes'
import { ListFooter } from '@/components/ListFooter'
import { useLoadMore, usePullRefresh } from '@/components/ListFooter/hooks'
import { useLoginThen } from '@/components/LoginPopup'
import { NavBar } from '@/components/NavBar'
import { Section } from '@/components/Section'
import { setDocumentTitle } from '@/platform/location'
import { useLiveApi } from '@/services/live'
import { Loadable } from '@/stores/loadable'
import { useStores } from '@/stores'
import { PagedList } from '@/stores/paged'
import '../live.css'
import '../exam.css'
import { useScrollMemory } from '@/components/hooks/useScrollMemory'

/** The exam ranking page's wording (the learner's rank line is the rules', src/core/exam/rank.ts). */
export const EXAM_RANK_TEXT = {
  pageTitle: '考试排名',
  myRank: '我的排名',
  bestScore: '最好成绩',
  loginToSee: '登录查看我的排名',
  distribution: '成绩分布',
  scoreBand: (range: string) => `${range}分`,
  people: (n: number) => `${n}人`,
  board: '排行榜',
  score: (n: number) => `${n}分`,
  empty: '暂无排名',
} as const

export default observer(function ExamRankPage() {
  useScrollMemory()
  const { params } = useRouter()
  const examId = Number(params.examId) || 0
  const name = decodeParam(params.name) || EXAM_RANK_TEXT.pageTitle
  const { session } = useStores()
  const { loginThen, loginPopup } = useLoginThen()
  const liveApi = useLiveApi()
  // The learner's own rank (asked when logged in) and the score bands; none of either when it cannot be read.
  const [myRank] = useState(() => new Loadable<MyExamRank | null>(() => liveApi.myRank(examId).catch(() => null)))
  const [scoreBands] = useState(() => new Loadable<ScoreBand[]>(() => liveApi.scoreBands(examId).catch(() => [])))
  const [ranks] = useState(() => new PagedList<ExamRankItem>((page) => liveApi.rankList(examId, page)))
  const mine = myRank.data
  const bands = scoreBands.data ?? []

  const loadMine = useCallback(() => {
    if (!session.isLoggedIn || !examId) return Promise.resolve()
    return myRank.load()
  }, [session.isLoggedIn, examId, myRank])

  useEffect(() => {
    setDocumentTitle(pageTitle(name))
    if (!examId) return
    void ranks.loadFirst()
    void scoreBands.loadOnce()
  }, [examId, name, ranks, scoreBands])
  useEffect(() => {
    void loadMine()
  }, [loadMine])
  useLoadMore(() => ranks.loadMore())
  usePullRefresh(() => Promise.all([ranks.refresh(), loadMine()]))

  const my = rankView(mine)
  const widths = bandWidths(bands.map((b) => b.count))

  return (
    <View className="live-page exam-rank-page" data-exam-id={examId}>
      <NavBar title={name} />
      {session.isLoggedIn ? (
        <>
          <View className="exam-mine">
            <View className="exam-mine__cell">
              <Text className="exam-mine__value exam-mine__rank">{my.rank}</Text>
              <Text className="exam-mine__label">{EXAM_RANK_TEXT.myRank}</Text>
            </View>
            <View className="exam-mine__cell">
              <Text className="exam-mine__value">{my.score}</Text>
              <Text className="exam-mine__label">{EXAM_RANK_TEXT.bestScore}</Text>
            </View>
          </View>
          <Text className="exam-mine__beat">{my.beat}</Text>
        </>
      ) : (
        <View className="exam-mine">
          <Button className="exam-mine__login" type="primary" fill="outline" block onClick={() => loginThen(() => undefined)}>{EXAM_RANK_TEXT.loginToSee}</Button>
        </View>
      )}
      {/* No bands (none read): the section is left out rather than shown empty. */}
      {bands.length > 0 && (
        <Section title={EXAM_RANK_TEXT.distribution}>
          {bands.map((b, i) => (
            <View key={b.range} className="exam-band">
              <Text className="exam-band__range">{EXAM_RANK_TEXT.scoreBand(b.range)}</Text>
              <View className="exam-band__bar" style={{ width: `${Math.max(1, widths[i]) * 0.6}%` }} />
              <Text className="exam-band__count">{EXAM_RANK_TEXT.people(b.count)}</Text>
            </View>
          ))}
        </Section>
      )}
      <Section title={EXAM_RANK_TEXT.board}>
        {ranks.items.map((r) => (
          <View key={r.rank} className="exam-rank" data-rank={r.rank}>
            <Text className={`exam-rank__no exam-rank__no--${rankBadge(r.rank)}`}>{r.rank}</Text>
            <Text className="exam-rank__name">{r.nickName}</Text>
            <Text className="exam-rank__score">{EXAM_RANK_TEXT.score(r.score)}</Text>
            <Text className="exam-rank__time">{durationText(r.useTime)}</Text>
          </View>
        ))}
        <ListFooter footer={ranks.footer} onRetry={() => void ranks.loadMore()} emptyText={EXAM_RANK_TEXT.empty} />
      </Section>
      {loginPopup}
    </View>
  )
})
