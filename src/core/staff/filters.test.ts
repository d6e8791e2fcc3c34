import { customerQuery, educationOptions, EMPTY_CUSTOMER_FILTERS, EMPTY_REFERRAL_FILTERS, rangeDates, referralQuery, topicOptions } from './filters'

// docs/spec/content-access.md section 2: "Sales-staff screens: customer lists, referral records (/pullnew) and private-pool leads
// (/private); layouts not shown"; section 7: "POST .../biz/customer/list, GET .../record/statistics/{distributorCode},
// POST .../record/list". Filters that are not set are not sent.
describe('customerQuery', () => {
  it.each([
    [1, EMPTY_CUSTOMER_FILTERS, { pool: 1, currentPage: 1, pageSize: 10 }],
    [2, EMPTY_CUSTOMER_FILTERS, { pool: 2, currentPage: 1, pageSize: 10 }],
    [1, { ...EMPTY_CUSTOMER_FILTERS, keyword: '  张 ' }, { pool: 1, currentPage: 1, pageSize: 10, keyword: '张' }],
    [1, { ...EMPTY_CUSTOMER_FILTERS, keyword: '   ' }, { pool: 1, currentPage: 1, pageSize: 10 }],
    [1, { keyword: '', followStatus: 0, intention: 1, educationType: 4 }, { pool: 1, currentPage: 1, pageSize: 10, followStatus: 0, intention: 1, educationType: 4 }],
  ] as const)('pool %p %p', (pool, filters, out) => {
    expect(customerQuery(pool, filters, 1, 10)).toEqual(out)
  })
})

describe('rangeDates (inclusive Beijing days of the device date)', () => {
  const today = new Date(2025, 4, 25, 15, 0)
  it.each([
    ['all', {}],
    ['today', { startTime: '2025-05-25', endTime: '2025-05-25' }],
    ['week', { startTime: '2025-05-19', endTime: '2025-05-25' }],
    ['month', { startTime: '2025-05-01', endTime: '2025-05-25' }],
  ] as const)('%p', (key, out) => {
    expect(rangeDates(key, today)).toEqual(out)
  })
  it('a week across a month start', () => {
    expect(rangeDates('week', new Date(2025, 5, 3))).toEqual({ startTime: '2025-05-28', endTime: '2025-06-03' })
  })
})

describe('referralQuery', () => {
  const today = new Date(2025, 4, 25)
  it.each([
    [EMPTY_REFERRAL_FILTERS, { currentPage: 2, pageSize: 10 }],
    [{ keyword: ' 178 ', webpageTopic: 'cpa-spring', range: 'today' }, { currentPage: 2, pageSize: 10, keyword: '178', webpageTopic: 'cpa-spring', startTime: '2025-05-25', endTime: '2025-05-25' }],
    [{ keyword: '', webpageTopic: ' ', range: 'all' }, { currentPage: 2, pageSize: 10 }],
  ] as const)('%p', (filters, out) => {
    expect(referralQuery(filters, today, 2, 10)).toEqual(out)
  })
})

it('educationOptions puts 全部学历 first, then the dict', () => {
  expect(educationOptions([{ value: 3, label: '大专' }])).toEqual([{ value: '', text: '全部学历' }, { value: 3, text: '大专' }])
  expect(educationOptions(null)).toEqual([{ value: '', text: '全部学历' }])
})

it('topicOptions lists each topic once, in the order seen', () => {
  expect(topicOptions(['b', 'a', 'b', ' ', 'a']).map((o) => o.value)).toEqual(['', 'b', 'a'])
})
