import { categoryOpening, tabItems } from './tabs'

// docs/spec/content-access.md section 2: "Bottom bar entries: home-school, textual research (index), article, my page. My page is
// the route myPage when the user client type is 1, else newmypage. The home tab is shown only to bound sales staff on
// client 2; tabs are home, articles, course selection, mine."
describe('tabItems', () => {
  it.each([
    [1, false, ['网校', '首页', '资讯', '我的'], ['/publicPage/homeSchool', '/publicPage/textualResearch', '/article', '/publicPage/myPage']],
    [2, false, ['网校', '首页', '资讯', '我的'], ['/publicPage/homeSchool', '/publicPage/textualResearch', '/article', '/publicPage/newmypage']],
    [undefined, false, ['网校', '首页', '资讯', '我的'], ['/publicPage/homeSchool', '/publicPage/textualResearch', '/article', '/publicPage/newmypage']],
    [2, true, ['首页', '资讯', '选课', '我的'], ['/publicPage/homeSchool', '/article', '/publicPage/textualResearch', '/publicPage/newmypage']],
  ])('client %p, staff home %p', (client, staff, texts, urls) => {
    const items = tabItems(client, staff)
    expect(items.map((i) => i.text)).toEqual(texts)
    expect(items.map((i) => i.url)).toEqual(urls)
    expect(items.every((i) => i.page.startsWith('pages/'))).toBe(true)
  })

  it('the staff home is the home-school tab page, keyed apart from the catalogue', () => {
    expect(tabItems(2, true)[0]).toMatchObject({ key: 'staffHome', page: 'pages/school/index' })
    expect(tabItems(2, false)[0]).toMatchObject({ key: 'homeSchool', page: 'pages/school/index' })
  })
})

// docs/spec/content-access.md section 2: "a named route category (query id, name)"; for bound sales staff the home-school tab
// is their home, so a home category opens the category page; everyone else gets the catalogue tab (网校) on it.
describe('where a home category (grid or a floor\'s 更多) opens', () => {
  it.each<[boolean, { kind: string; url: string; categoryId?: number }]>([
    [false, { kind: 'schoolTab', url: '/publicPage/homeSchool', categoryId: 3 }],
    [true, { kind: 'page', url: '/category?id=3&name=%E5%88%9D%E7%BA%A7%E4%BC%9A%E8%AE%A1' }],
  ])('staff home %p', (staffHome, expected) => {
    expect(categoryOpening({ id: 3, name: '初级会计' }, staffHome)).toEqual(expected)
  })
})
