/**
 * Copying (docs/spec/ordering-payment.md section 8): "Copy: success 'Content copied to clipboard', failure 'Sorry, copy
 * failed'." (shown in Chinese: T.copied, T.copyFailed). copyText answers whether it copied.
 */
jest.mock('@tarojs/taro', () => ({ __esModule: true, default: { setClipboardData: jest.fn(), makePhoneCall: jest.fn() } }))
jest.mock('@/platform/ui')

import Taro from '@tarojs/taro'
import { toast } from '@/platform/ui'
import { copyText } from './device'

const mockTaro = Taro as unknown as Record<'setClipboardData', jest.Mock>

beforeEach(() => {
  jest.clearAllMocks()
})

it("success: the text goes to the clipboard, '内容已复制到剪贴板', true", async () => {
  mockTaro.setClipboardData.mockResolvedValue({ errMsg: 'setClipboardData:ok' })
  await expect(copyText('KJ20250501000007')).resolves.toBe(true)
  expect(mockTaro.setClipboardData).toHaveBeenCalledWith({ data: 'KJ20250501000007' })
  expect(toast).toHaveBeenCalledTimes(1)
  expect(toast).toHaveBeenCalledWith('内容已复制到剪贴板')
})

it("failure: '抱歉，复制失败', false, no success toast", async () => {
  mockTaro.setClipboardData.mockRejectedValue(new Error('setClipboardData:fail'))
  await expect(copyText('KJ20250501000007')).resolves.toBe(false)
  expect(toast).toHaveBeenCalledTimes(1)
  expect(toast).toHaveBeenCalledWith('抱歉，复制失败')
})
