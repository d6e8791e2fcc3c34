/** Manual mock for component tests: `jest.mock('@/platform/ui')` records toasts and the loading overlay. */
export const TOAST_MS = 1500
export const TOAST_STAYS = 0
export const toast = jest.fn()
export const hideToast = jest.fn()
export const showLoading = jest.fn()
export const hideLoading = jest.fn()
export const alert = jest.fn(() => Promise.resolve())
export const confirm = jest.fn(() => Promise.resolve(true))
