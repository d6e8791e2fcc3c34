/**
 * The request layer's transport over Taro.request (fetch on H5, wx.request in the mini-program), taking on H5 an answer
 * index.html's inline script already began for the same call (src/platform/earlyData.h5.ts).
 */
import Taro from '@tarojs/taro'
import type { Transport } from './transportTypes'
import { takeEarlyAnswer } from './earlyData'

export const taroTransport: Transport = async (req) => {
  // H5: the first screen's calls, begun by index.html before this code was fetched.
  const early = await takeEarlyAnswer(req)
  if (early) return early
  const { url, method, headers, body, timeout } = req
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
