// Section 9: "toast 1500 ms (0 stays)": a toast lasts 1500 ms unless told otherwise; a toast of 0 ms stays on screen
// until it is hidden (hideToast) or another toast replaces it.
jest.mock('@tarojs/taro', () => ({ __esModule: true, default: { showToast: jest.fn(() => Promise.resolve()), hideToast: jest.fn(() => Promise.resolve()) } }))

import Taro from '@tarojs/taro'
import { confirm, hideToast, toast, TOAST_MS, TOAST_STAYS } from './ui'

const taro = Taro as unknown as Record<'showToast' | 'hideToast', jest.Mock>

beforeEach(() => jest.clearAllMocks())

it('a toast lasts 1500 ms', () => {
  toast('请输入手机号')
  expect(TOAST_MS).toBe(1500)
  expect(taro.showToast).toHaveBeenCalledWith({ title: '请输入手机号', icon: 'none', duration: 1500 })
})

it('a toast of 0 ms stays until hidden (Taro\'s H5 toast would hide a 0 ms one at once: it is asked for a day)', () => {
  toast('正在排队，请稍候', TOAST_STAYS)
  expect(TOAST_STAYS).toBe(0)
  const { duration } = taro.showToast.mock.calls[0][0] as { duration: number }
  expect(duration).toBeGreaterThanOrEqual(86_400_000)
  expect(duration).toBeLessThan(2 ** 31) // a browser timer's limit
  hideToast()
  expect(taro.hideToast).toHaveBeenCalledTimes(1)
})

it('a dialog\'s confirm button is the brand red (WeChat\'s green is below AA on white)', async () => {
  ;(Taro as unknown as { showModal: jest.Mock }).showModal = jest.fn(async () => ({ confirm: true }))
  expect(await confirm({ content: '您已购买过该课程', confirmText: '查看订单' })).toBe(true)
  expect((Taro as unknown as { showModal: jest.Mock }).showModal).toHaveBeenCalledWith({
    title: '', content: '您已购买过该课程', confirmText: '查看订单', cancelText: '取消', confirmColor: '#cf2a20',
  })
})
