import { fireEvent, render } from '@testing-library/react'
import { ariaAttributes, Button, Image, Text, View } from './components.h5'

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

it("View changes its class in the same render (Taro's own View set it an effect later), Text keeps taro-text", () => {
  const { container, rerender } = render(<View className="page page--loading"><Text className="t" selectable>x</Text></View>)
  rerender(<View className="page"><Text className="t">x</Text></View>)
  const view = container.firstElementChild as HTMLElement
  expect(view.className).toBe('page')
  expect(view.querySelector('span')?.className).toBe('taro-text t')
})

it('drops the mini-program-only props a div cannot take', () => {
  const { container } = render(<View {...{ catchMove: true, hoverClass: 'h' }} data-id="1" />)
  const view = container.firstElementChild as HTMLElement
  expect(view.getAttributeNames().sort()).toEqual(['data-id'])
})

it("Image is Taro's div.taro-img around the img of its mode; lazy images load lazily; onLoad gets the size", () => {
  const onLoad = jest.fn()
  const { container } = render(<Image className="pic" src="/a.png" mode="aspectFill" lazyLoad onLoad={onLoad} data-id="7" />)
  const box = container.firstElementChild as HTMLElement
  expect(box.className).toBe('taro-img pic')
  expect(box.getAttribute('data-id')).toBe('7')
  const img = box.querySelector('img') as HTMLImageElement
  expect(img.className).toBe('taro-img__mode-aspectfill')
  expect(img.getAttribute('src')).toBe('/a.png')
  expect(img.getAttribute('loading')).toBe('lazy')
  fireEvent.load(img)
  expect(onLoad).toHaveBeenCalledWith(expect.objectContaining({ detail: { width: 0, height: 0 } }))
  const { container: fix } = render(<Image src="/b.png" mode="widthFix" />)
  expect(fix.firstElementChild?.className).toBe('taro-img taro-img__widthfix')
  expect(fix.querySelector('img')?.getAttribute('loading')).toBeNull()
})

it("a lazy Image's img is lazy before its src is set (WebKit starts an eager load the moment src is set)", () => {
  const atSrc: (string | null)[] = []
  const property = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src')!
  const originalSetAttribute = Element.prototype.setAttribute
  Element.prototype.setAttribute = function (name: string, value: string) {
    if (this instanceof HTMLImageElement && name === 'src') atSrc.push(this.getAttribute('loading'))
    originalSetAttribute.call(this, name, value)
  }
  Object.defineProperty(HTMLImageElement.prototype, 'src', {
    ...property,
    set(value: string) {
      atSrc.push(this.getAttribute('loading'))
      property.set!.call(this, value)
    },
  })
  try {
    render(<Image src="/cover.png" imgProps={{ draggable: false }} lazyLoad />)
  } finally {
    Object.defineProperty(HTMLImageElement.prototype, 'src', property)
    Element.prototype.setAttribute = originalSetAttribute
  }
  // Each time src was set (React sets the attribute, Preact the property, which jsdom reflects).
  expect(atSrc.length).toBeGreaterThan(0)
  expect(atSrc).toEqual(atSrc.map(() => 'lazy'))
})

it("Image's text alternative is its ariaLabel on the img; without one the picture is decoration (alt='')", () => {
  const { container } = render(<Image src="/banner.png" ariaLabel="初级会计职称 春季班开课" />)
  expect(container.querySelector('img')!.getAttribute('alt')).toBe('初级会计职称 春季班开课')
  expect(container.querySelector('.taro-img')!.hasAttribute('aria-label')).toBe(false)
  const { container: plain } = render(<Image src="/cover.png" />)
  expect(plain.querySelector('img')!.getAttribute('alt')).toBe('')
})

it('Button is a button to assistive tech: role, tab order, and aria-disabled for a disabled one (NutUI says so in its class)', () => {
  // NutUI's class is the input here, not a query: NutUI's Button passes its disabled state to Taro's only as this class.
  const { container } = render(<><Button>登录</Button><Button disabled>已售罄</Button><Button className="nut-button nut-button-disabled">注册</Button></>)
  const [plain, disabled, nutDisabled] = [...container.querySelectorAll('.taro-button-core')]
  expect(plain.getAttribute('role')).toBe('button')
  expect(plain.getAttribute('tabindex')).toBe('0')
  expect(plain.hasAttribute('aria-disabled')).toBe(false)
  expect(disabled.getAttribute('aria-disabled')).toBe('true')
  expect(nutDisabled.getAttribute('aria-disabled')).toBe('true')
  expect(nutDisabled.getAttribute('tabindex')).toBe('-1')
})

it('a named View with a tap handler and no role is a button; one without a handler keeps no role', () => {
  const { container } = render(<><View ariaLabel="清除" onClick={() => undefined} /><View ariaLabel="说明" /></>)
  const [tap, label] = [...container.querySelectorAll('div')]
  expect(tap.getAttribute('role')).toBe('button')
  expect(label.hasAttribute('role')).toBe(false)
})
