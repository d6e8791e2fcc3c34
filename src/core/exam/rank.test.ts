import { bandWidths, leaderText, myPaperText, papersToRank, paperStatusLabel, passText, rankBadge, rankView, recordScoreText, durationText } from './rank'

// docs/spec/content-access.md section 2: "Mock exam set and live lists: layouts not shown"; section 7: "Exams: GET mkExam,
// updateMkExamStatus, mkExamRank, mkMeExam, meRecentlyRecord; POST .../mkMeRank, .../disCount, .../list; examSum".
describe('rankView: my rank (mkMeRank)', () => {
  it.each([
    [{ rank: 3, score: 85, total: 41, beatPercent: 95 }, { rank: '第3名', score: '85分', beat: '共41人参加，击败了95%的考生' }],
    [{ rank: 1, score: 100, total: 1, beatPercent: 0 }, { rank: '第1名', score: '100分', beat: '共1人参加，击败了0%的考生' }],
    [{ rank: 12, score: 58, total: 31, beatPercent: 63.33 }, { rank: '第12名', score: '58分', beat: '共31人参加，击败了63.3%的考生' }],
    [{ rank: null, score: null, total: 25, beatPercent: null }, { rank: '暂无排名', score: '--', beat: '完成考试后查看排名' }],
    [null, { rank: '暂无排名', score: '--', beat: '完成考试后查看排名' }],
  ])('%p', (input, out) => {
    expect(rankView(input)).toEqual(out)
  })
})

describe('papers and records', () => {
  it.each([[1, '未开放'], [2, '进行中'], [3, '已结束'], [7, '已结束']])('paper status %p -> %p', (s, out) => {
    expect(paperStatusLabel(s)).toBe(out)
  })
  it.each([[2, 85, '最高85分'], [1, null, '已开始，未交卷'], [0, null, '未参加'], [2, null, '未参加']])('my %p best %p -> %p', (s, best, out) => {
    expect(myPaperText(s, best)).toBe(out)
  })
  it.each([[5400, '1小时30分'], [125, '2分5秒'], [0, '0分0秒'], [null, '--']])('useTime %p -> %p', (s, out) => {
    expect(durationText(s)).toBe(out)
  })
  it.each([[{ status: 2, score: 72 }, '72分'], [{ status: 1, score: null }, '未交卷']])('record %p -> %p', (r, out) => {
    expect(recordScoreText(r)).toBe(out)
  })
  it.each([[true, '及格'], [false, '未及格'], [null, '']])('passed %p -> %p', (p, out) => {
    expect(passText(p)).toBe(out)
  })
  it.each([[1, 'gold'], [2, 'silver'], [3, 'bronze'], [4, 'plain']])('rank %p -> %p', (r, out) => {
    expect(rankBadge(r)).toBe(out)
  })
  it('bandWidths scale to the largest band', () => {
    expect(bandWidths([2, 4, 0, 1])).toEqual([50, 100, 0, 25])
    expect(bandWidths([0, 0])).toEqual([0, 0])
  })
})

describe('the leader on a paper\'s card in the mock exam set (mkExamRank, first place)', () => {
  // mkExamRank?examId=1&curPage=1&pageSize=1 of the reference server (seeded, the test clock).
  const first = { rank: 1, nickName: '学员1822', score: 100, useTime: 2772 }
  it.each<[string, Parameters<typeof leaderText>[0], string]>([
    ['the first place with the time used', first, '榜首 学员1822 100分 46分12秒'],
    ['no time recorded', { ...first, useTime: null }, '榜首 学员1822 100分'],
    ['nobody ranked (an empty list)', undefined, ''],
    ['not known', null, ''],
  ])('%s', (_name, top, text) => {
    expect(leaderText(top)).toBe(text)
  })

  it('asks for the papers with participants, each once', () => {
    const papers = [{ examId: 1, participantNum: 42 }, { examId: 5, participantNum: 0 }, { examId: 6, participantNum: 35 }]
    expect(papersToRank(papers, new Set())).toEqual([1, 6])
    expect(papersToRank(papers, new Set([1]))).toEqual([6])
  })
})
