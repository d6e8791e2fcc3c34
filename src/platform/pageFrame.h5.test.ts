// The H5 page draws its own navigation bar, except inside the provider's app, whose bar shows the title instead.
function navBarInPage(userAgent: string): boolean {
  Object.defineProperty(window.navigator, 'userAgent', { value: userAgent, configurable: true })
  let value: boolean | undefined
  jest.isolateModules(() => {
    value = jest.requireActual<{ NAV_BAR_IN_PAGE: boolean }>('./pageFrame.h5').NAV_BAR_IN_PAGE
  })
  return value!
}

it.each([
  ['an ordinary mobile browser', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1', true],
  ['the messenger browser', 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Mobile MicroMessenger/8.0.50', true],
  ['the QQ browser', 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Mobile QQ/9.0.0', true],
  ["the provider's app (Android)", 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Mobile kuaijiapp/8.2.0', false],
  ["the provider's app (iOS)", 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) AppleWebKit/605.1.15 Mobile/15E148 kjxt/8.2.0', false],
])('%s: nav bar in page %p', (_name, ua, expected) => expect(navBarInPage(ua)).toBe(expected))

it('makes page frames and scroll views focusable, those there already and those added later', async () => {
  const { focusableScrollRegions } = jest.requireActual<typeof import('./pageFrame.h5')>('./pageFrame.h5')
  const root = document.createElement('div')
  root.innerHTML = '<div class="taro_page" id="first"></div><div class="other"></div>'
  focusableScrollRegions(root)
  const later = document.createElement('div')
  later.className = 'taro_page'
  later.innerHTML = '<div><div class="taro-scroll" id="tabs"></div></div>'
  root.appendChild(later)
  await new Promise((r) => setTimeout(r, 0))
  expect(root.querySelector('#first')!.getAttribute('tabindex')).toBe('0')
  expect(later.getAttribute('tabindex')).toBe('0')
  expect(root.querySelector('#tabs')!.getAttribute('tabindex')).toBe('0')
  expect(root.querySelector('.other')!.hasAttribute('tabindex')).toBe(false)
})
