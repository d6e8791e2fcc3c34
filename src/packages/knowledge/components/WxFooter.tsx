/**
 * The student-aid lists' footer (docs/spec/content-access.md section 2): '加载中' while a page loads, '没有更多了' "only when not
 * loading, finished and page above 1" (src/core/studentAid.ts); a failed page retries on a tap; an empty first page
 * says so.
 */
import { Text, View } from '@tarojs/components'
import type { PagedState } from '@/core/paging'
import { T } from '@/core/texts'
import { showEndText, showLoadingText, WX_TEXT } from '@/core/studentAid'
import './WxFooter.css'

export function WxFooter({ state, onRetry, emptyText }: { state: PagedState<unknown>; onRetry(): void; emptyText: string }) {
  if (showLoadingText(state)) return <Text className="wx-footer wx-footer--loading">{WX_TEXT.loading}</Text>
  if (state.error) return <Text className="wx-footer wx-footer--error" onClick={onRetry}>{T.loadFailed}</Text>
  if (showEndText(state)) return <Text className="wx-footer wx-footer--end">{WX_TEXT.end}</Text>
  if (state.finished && state.items.length === 0) return <Text className="wx-footer wx-footer--empty">{emptyText}</Text>
  return <View className="wx-footer wx-footer--idle" />
}
