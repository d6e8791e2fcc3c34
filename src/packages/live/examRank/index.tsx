/**
 * /mockExam/rank?examId=&name= (this app's URL; content-access.md section 7 mkMeRank, disCount, ExamResultsRank/list):
 * a paper's ranking. My rank ('第N名', score, 'beat N%') for a logged-in learner (a guest may log in in the popup), the
 * score distribution, then every participant's best attempt, 10 a page.
 */
import { useCallback, useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { ExamRankItem, MyExamRank, ScoreBand } from '@shared/live'
import { bandWidths, durationText, rankBadge, rankView } from '@/core/exam/rank'
import { decodeParam } from '@/core/query'
import { pageTitle } from '@/core/routes'
import { ListFooter } from '@/components/ListFooter'
import { useLoadMore, usePullRefresh } from '@/components/ListFooter/hooks'
import { useLoginThen } from '@/components/LoginPopup'
import { NavBar } from '@/components/NavBar'
import { Section } from '@/components/Section'
import { setDocumentTitle } from '@/platform/location'
import { liveApi } from '@/services'
import { useStores } from '@/stores'
import { PagedList } from '@/stores/paged'
import '../live.css'
import '../exam.css'

export default observer(function ExamRankPage() {
  const { params } = useRouter()
  const examId = Number(params.examId) || 0
  const name = decodeParam(params.name) || '考试排名'
  const { session } = useStores()
  const { loginThen, loginPopup } = useLoginThen()
  const [mine, setMine] = useState<MyExamRank | null>(null)
  const [bands, setBands] = useState<ScoreBand[]>([])
  const [ranks] = useState(() => new PagedList<ExamRankItem>((page) => liveApi.rankList(examId, page)))

  const loadMine = useCallback(() => {
    if (!session.isLoggedIn || !examId) return Promise.resolve()
    return liveApi.myRank(examId).then(setMine, () => setMine(null))
  }, [session.isLoggedIn, examId])

  useEffect(() => {
    setDocumentTitle(pageTitle(name))
    if (!examId) return
    void ranks.loadFirst()
    liveApi.scoreBands(examId).then(setBands, () => setBands([]))
  }, [examId, name, ranks])
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
              <Text className="exam-mine__label">我的排名</Text>
            </View>
            <View className="exam-mine__cell">
              <Text className="exam-mine__value">{my.score}</Text>
              <Text className="exam-mine__label">最好成绩</Text>
            </View>
          </View>
          <Text className="exam-mine__beat">{my.beat}</Text>
        </>
      ) : (
        <View className="exam-mine">
          <Button className="exam-mine__login" type="primary" fill="outline" block onClick={() => loginThen(() => undefined)}>登录查看我的排名</Button>
        </View>
      )}
      <Section title="成绩分布">
        {bands.map((b, i) => (
          <View key={b.range} className="exam-band">
            <Text className="exam-band__range">{b.range}分</Text>
            <View className="exam-band__bar" style={{ width: `${Math.max(1, widths[i]) * 0.6}%` }} />
            <Text className="exam-band__count">{b.count}人</Text>
          </View>
        ))}
      </Section>
      <Section title="排行榜">
        {ranks.items.map((r) => (
          <View key={r.rank} className="exam-rank" data-rank={r.rank}>
            <Text className={`exam-rank__no exam-rank__no--${rankBadge(r.rank)}`}>{r.rank}</Text>
            <Text className="exam-rank__name">{r.nickName}</Text>
            <Text className="exam-rank__score">{r.score}分</Text>
            <Text className="exam-rank__time">{durationText(r.useTime)}</Text>
          </View>
        ))}
        <ListFooter footer={ranks.footer} onRetry={() => void ranks.loadMore()} emptyText="暂无排名" />
      </Section>
      {loginPopup}
    </View>
  )
})
