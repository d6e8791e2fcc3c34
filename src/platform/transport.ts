/** The request layer's transport over Taro.request (fetch on H5, wx.request in the mini-program). */
import Taro from '@tarojs/taro'
import type { Transport } from '@/services/request'

export const taroTransport: Transport = async ({ url, method, headers, body, timeout }) => {
  const res = await Taro.request({
    url,
    method,
    header: headers,
    data: body as Record<string, unknown> | string | undefined,
    // The request layer owns the timeout; Taro's own fires a little later so it never wins the race.
    timeout: timeout + 1000,
    dataType: 'json',
  })
  return { status: res.statusCode, data: res.data }
}
