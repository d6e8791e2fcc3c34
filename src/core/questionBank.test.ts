// Section 2: "Fallback is the named route textualResearch. Textual-research goods use query tikuGoodsId and
// tikuGoodsName." The spec's link of a question bank: the home route with tikuGoodsId.
import { questionBankOfQuery, questionBankUrl } from './questionBank'

describe('a question bank\'s spec link opens the goods page', () => {
  it.each<[string, string | null]>([
    ['/publicPage/textualResearch?tikuGoodsId=615', '/textualResearch?tikuGoodsId=615'],
    ['/publicPage/textualResearch?tikuGoodsName=%E9%A2%98%E5%BA%93&tikuGoodsId=615', '/textualResearch?tikuGoodsName=%E9%A2%98%E5%BA%93&tikuGoodsId=615'],
    ['/publicPage/textualResearch/?tikuGoodsId=615#top', '/textualResearch?tikuGoodsId=615#top'],
    ['/publicPage/textualResearch', null],
    ['/publicPage/textualResearch?tikuGoodsId=', null],
    ['/publicPage/textualResearch?tikuGoodsName=x', null],
    ['/publicPage/homeSchool?tikuGoodsId=615', null],
    ['/textualResearch?tikuGoodsId=615', null],
  ])('%s -> %s', (url, expected) => {
    expect(questionBankUrl(url)).toBe(expected)
  })

  it('the home page opened with that query (a mini-program launch): the same page, values as they came', () => {
    expect(questionBankOfQuery({ tikuGoodsId: '615', tikuGoodsName: '%E9%A2%98%E5%BA%93', $taroTimestamp: '1' }))
      .toBe('/textualResearch?tikuGoodsId=615&tikuGoodsName=%E9%A2%98%E5%BA%93')
    expect(questionBankOfQuery({ tikuGoodsName: 'x' })).toBeNull()
    expect(questionBankOfQuery({})).toBeNull()
  })
})
