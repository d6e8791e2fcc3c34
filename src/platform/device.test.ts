/**
 * Copying (ordering-payment.md section 8): "Copy: success 'Content copied to clipboard', failure 'Sorry, copy
 * failed'." copyText answers whether it copied.
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

it("success: the text goes to the clipboard, 'Content copied to clipboard', true", async () => {
  mockTaro.setClipboardData.mockResolvedValue({ errMsg: 'setClipboardData:ok' })
  await expect(copyText('KJ20250501000007')).resolves.toBe(true)
  expect(mockTaro.setClipboardData).toHaveBeenCalledWith({ data: 'KJ20250501000007' })
  expect(toast).toHaveBeenCalledTimes(1)
  expect(toast).toHaveBeenCalledWith('Content copied to clipboard')
})

it("failure: 'Sorry, copy failed', false, no success toast", async () => {
  mockTaro.setClipboardData.mockRejectedValue(new Error('setClipboardData:fail'))
  await expect(copyText('KJ20250501000007')).resolves.toBe(false)
  expect(toast).toHaveBeenCalledTimes(1)
  expect(toast).toHaveBeenCalledWith('Sorry, copy failed')
})
