/**
 * The order's price block and included courses (docs/spec/ordering-payment.md section 2 item 1, section 9):
 * - "a price block with original price, discount (shown only when greater than 0) and amount payable";
 * - "The course card lists included courses (folded to 3 when 4 or more, expandable)".
 */
import { fireEvent, render, screen } from '@testing-library/react'
import type { OrderInfo } from '@contract/order'
import { orderInfo } from '../../../../../tests/jest/orderInfo'
import { COURSE_FOLD, OrderCourses, OrderPrice } from './index'

const lines = (container: HTMLElement) =>
  [...container.querySelectorAll('.order-price__line')].map((l) => [...l.children].map((c) => c.textContent).join(':'))

describe('OrderPrice: "discount (shown only when greater than 0)"', () => {
  it("discount 0: original price and amount payable, no '优惠' line", () => {
    const { container } = render(<OrderPrice order={orderInfo({ originalPrice: 128000, discount: 0, payPrice: 128000 })} />)
    expect(lines(container)).toEqual(['商品原价:¥1280.00', '应付金额:¥1280.00'])
    expect(screen.queryByText('优惠')).toBeNull()
    expect(container.querySelector('.order-price__discount')).toBeNull()
  })

  it("discount above 0: the '优惠' line reads '-¥…' (cents, 2 decimals) between the two", () => {
    const { container } = render(<OrderPrice order={orderInfo({ originalPrice: 128000, discount: 30050, payPrice: 97950 })} />)
    expect(lines(container)).toEqual(['商品原价:¥1280.00', '优惠:-¥300.50', '应付金额:¥979.50'])
    expect(container.querySelector('.order-price__discount')?.textContent).toBe('-¥300.50')
  })

  it('one cent of discount is still shown', () => {
    render(<OrderPrice order={orderInfo({ discount: 1 })} />)
    expect(screen.getByText('-¥0.01')).toBeTruthy()
  })
})

describe('OrderCourses: "folded to 3 when 4 or more, expandable"', () => {
  const withCourses = (n: number): OrderInfo =>
    orderInfo({ goodsNameVOList: Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `课程${i + 1}` })) })
  const shown = (container: HTMLElement) => [...container.querySelectorAll('.course-list__name')].map((el) => el.textContent)
  const toggle = (container: HTMLElement) => container.querySelector('.course-list__toggle') as HTMLElement | null

  it('the fold is 3', () => {
    expect(COURSE_FOLD).toBe(3)
  })

  it('3 courses: all shown, no toggle', () => {
    const { container } = render(<OrderCourses order={withCourses(3)} />)
    expect(screen.getByText('包含课程（3门）')).toBeTruthy()
    expect(shown(container)).toEqual(['课程1', '课程2', '课程3'])
    expect(toggle(container)).toBeNull()
  })

  it("4 courses: 3 shown and '展开全部4门课程'; a tap shows all 4 and '收起'; a second tap folds again", () => {
    const { container } = render(<OrderCourses order={withCourses(4)} />)
    expect(shown(container)).toEqual(['课程1', '课程2', '课程3'])
    expect(toggle(container)?.textContent).toBe('展开全部4门课程')
    fireEvent.click(toggle(container)!)
    expect(shown(container)).toEqual(['课程1', '课程2', '课程3', '课程4'])
    expect(toggle(container)?.textContent).toBe('收起')
    fireEvent.click(toggle(container)!)
    expect(shown(container)).toEqual(['课程1', '课程2', '课程3'])
    expect(toggle(container)?.textContent).toBe('展开全部4门课程')
  })

  it("5 courses: 3 shown and '展开全部5门课程'; expanded, all 5 and '收起'", () => {
    const { container } = render(<OrderCourses order={withCourses(5)} />)
    expect(screen.getByText('包含课程（5门）')).toBeTruthy()
    expect(shown(container)).toEqual(['课程1', '课程2', '课程3'])
    fireEvent.click(screen.getByText('展开全部5门课程'))
    expect(shown(container)).toEqual(['课程1', '课程2', '课程3', '课程4', '课程5'])
    expect(screen.getByText('收起')).toBeTruthy()
  })
})
