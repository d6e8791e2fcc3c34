/** Manual mock for component tests: `jest.mock('@/platform/navigation')` records navigation instead of performing it. */
export const navigateTo = jest.fn(() => Promise.resolve())
export const redirectTo = jest.fn(() => Promise.resolve())
export const back = jest.fn(() => Promise.resolve())
export const toLogin = jest.fn(() => Promise.resolve())
export const currentUrl = jest.fn(() => '/')
export const loginUrl = jest.fn((redirect: string = currentUrl()) => `/login?redirect=${encodeURIComponent(redirect)}`)
