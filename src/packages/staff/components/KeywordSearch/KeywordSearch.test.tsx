/**
 * The staff lists' keyword search (docs/spec/content-access.md section 2 "Sales-staff screens: customer lists, referral records
 * (/pullnew) and private-pool leads (/private)"; the search itself is this app's): what is typed is searched on
 * '搜索', the clear button searches everything again; the referral statistics read '-' until they are known.
 */
import { fireEvent, render, screen } from '@testing-library/react'
import { StatGrid } from '@/components/StatGrid'
import { REFERRAL_STATS } from '@/core/staff/pages'
import { field, typeInto } from '../../../../../tests/jest/dom'
import { KeywordSearch } from './index'

it("searches what was typed on '搜索', and everything again when cleared", async () => {
  const onSearch = jest.fn()
  render(<KeywordSearch placeholder="搜索姓名或手机号" onSearch={onSearch} />)
  await typeInto(await field('搜索姓名或手机号'), '张三')
  fireEvent.click(screen.getByText('搜索'))
  expect(onSearch).toHaveBeenLastCalledWith('张三')
  fireEvent.click(screen.getByRole('button', { name: '清除' }))
  expect(onSearch).toHaveBeenLastCalledWith('')
})

it('the referral statistics: 累计拉新, 今日, 近7天, 本月, 已购课, each "-" until known', () => {
  const { container, rerender } = render(<StatGrid block="staff-stats" items={REFERRAL_STATS} values={null} />)
  const text = () => [...container.querySelectorAll('.staff-stats__item')].map((e) => e.textContent)
  expect(text()).toEqual(['-累计拉新', '-今日', '-近7天', '-本月', '-已购课'])
  rerender(<StatGrid block="staff-stats" items={REFERRAL_STATS} values={{ total: 23, today: 1, last7Days: 4, thisMonth: 9, paidNum: 0 }} />)
  expect(text()).toEqual(['23累计拉新', '1今日', '4近7天', '9本月', '0已购课'])
})
