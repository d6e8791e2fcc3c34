import { render } from '@testing-library/react'
import { ariaAttributes, Text, View } from './taro-components.h5'

it("maps the mini-program's aria props to the DOM's (ariaRole is role)", () => {
  expect(ariaAttributes({ className: 'x', ariaRole: 'radio', ariaChecked: true, ariaLabel: '关闭', ariaHidden: true })).toEqual({
    className: 'x', role: 'radio', 'aria-checked': true, 'aria-label': '关闭', 'aria-hidden': true,
  })
})

it('leaves props without aria props as they are (the same object)', () => {
  const props = { className: 'x', area: 1, aria: 2 }
  expect(ariaAttributes(props)).toBe(props)
})

it('View and Text render the attributes screen readers read', () => {
  const { container } = render(<View ariaRole="button" ariaLabel="关闭"><Text {...{ ariaHidden: true }}>×</Text></View>)
  const view = container.firstElementChild as HTMLElement
  expect(view.getAttribute('role')).toBe('button')
  expect(view.getAttribute('aria-label')).toBe('关闭')
  expect(view.querySelector('[aria-hidden="true"]')?.textContent).toBe('×')
})
