/**
 * What a paged list shows below its items (docs/spec/content-access.md section 2 texts): '加载中...', '加载失败，点击重试'
 * (a tap retries), '没有更多了' at the end; before the first page a skeleton, an error with retry, or the empty state.
 * A failed load is tried again when the connection comes back.
 */
import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { PagedFooter } from '@/core/paging'
import { APP_TEXT, T } from '@/core/texts'
import { EmptyState } from '@/components/EmptyState'
import { GoodsSkeleton } from '@/components/GoodsSkeleton'
import { useRetryOnReconnect } from './hooks'
import './index.css'

export interface ListFooterProps {
  footer: PagedFooter
  onRetry: () => void
  /** The empty state's text. */
  emptyText: string
  emptyHint?: string
  /** Shown under the empty state (e.g. a button). */
  emptyAction?: ReactNode
}

export function ListFooter({ footer, onRetry, emptyText, emptyHint, emptyAction }: ListFooterProps) {
  useRetryOnReconnect(footer === 'error', onRetry) // a failed first load: LoadError's own
  switch (footer) {
    case 'firstLoad':
      return <GoodsSkeleton rows={4} />
    case 'firstError':
      return <LoadError onRetry={onRetry} />
    case 'empty':
      return <EmptyState title={emptyText} description={emptyHint ?? ''}>{emptyAction}</EmptyState>
    case 'loading':
      return <Text className="list-footer">{T.loading}</Text>
    case 'error':
      return <Text className="list-footer list-footer--error" onClick={onRetry}>{T.loadFailed}</Text>
    case 'noMore':
      return <Text className="list-footer">{T.noMore}</Text>
    default:
      return <View className="list-footer list-footer--more" />
  }
}

/** A failed first load: '加载失败，点击重试' and a retry button; the connection coming back retries too. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  useRetryOnReconnect(true, onRetry)
  return (
    <EmptyState title={APP_TEXT.loadFailedTitle} description={T.loadFailed}>
      <Button className="load-error__retry" type="primary" fill="outline" size="small" onClick={onRetry}>
        {APP_TEXT.retry}
      </Button>
    </EmptyState>
  )
}

/** A failed read of a page's secondary list (its category tabs, its totals): one '加载失败，点击重试' line that retries. */
export function LoadErrorLine({ onRetry, className }: { onRetry: () => void; className?: string }) {
  useRetryOnReconnect(true, onRetry)
  return <Text className={`list-footer list-footer--error${className ? ` ${className}` : ''}`} onClick={onRetry}>{T.loadFailed}</Text>
}
