/**
 * A render error never blanks the page: an error thrown while drawing a page or one of its sections is caught here,
 * reported through the app's one reporter (src/stores/errorReports.ts), and a message with a retry takes the place of
 * what failed. Retry mounts the subtree anew (a page's loads run again). Every page gets one (src/app.tsx hands
 * `withPageBoundary` to src/platform/pageWrap.ts); a section of a page wraps itself in `<ErrorBoundary section>`, so
 * its failure leaves the rest of the page. docs/errors.md.
 */
import { Component, Fragment, type ComponentType, type ErrorInfo, type ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { APP_TEXT } from '@/core/texts'
import { EmptyState } from '@/components/EmptyState'
import { reportError } from '@/stores/errorReports'
import { back } from '@/platform/navigation'
import './index.css'

export interface ErrorBoundaryProps {
  children?: ReactNode
  /** A section of a page: a small message and retry in its place (default: the whole page's message). */
  section?: boolean
  /** Hears the caught error (default: the app's reporter). */
  onError?: (error: unknown) => void
}

interface State {
  failed: boolean
  /** Bumped by each retry: the subtree's key, so it mounts anew. */
  attempt: number
}

/**
 * The retry, drawn here rather than with NutUI's Button: every page is wrapped, so this is in the app entry, and on H5
 * Taro loads its core components' CSS after the entry's, so a NutUI Button there would lose to Taro's button rules
 * across the app (scripts/css-order.ts checks the build).
 */
function RetryButton({ label, small, onTap }: { label: string; small?: boolean; onTap: () => void }) {
  return (
    <View className={`error-retry${small ? ' error-retry--small' : ''}`} role="button" onClick={onTap}>
      {label}
    </View>
  )
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  state: State = { failed: false, attempt: 0 }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true }
  }

  componentDidCatch(error: unknown, _info?: ErrorInfo): void {
    try {
      ;(this.props.onError ?? ((e: unknown) => reportError(e, 'render')))(error)
    } catch {
      // the reporter never takes the page down
    }
  }

  retry = (): void => {
    this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }))
  }

  render() {
    if (!this.state.failed) return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>
    if (this.props.section) {
      return (
        <View className="section-error" role="alert">
          <Text className="section-error__text">{APP_TEXT.sectionErrorText}</Text>
          <RetryButton small label={APP_TEXT.sectionRetry} onTap={this.retry} />
        </View>
      )
    }
    return (
      <View className="page-error" role="alert">
        <EmptyState title={APP_TEXT.pageErrorTitle} description={APP_TEXT.pageErrorText}>
          <RetryButton label={APP_TEXT.retry} onTap={this.retry} />
          {/* The page's nav bar failed with it: its way back. */}
          <View className="error-back" role="button" onClick={() => void back()}>
            {APP_TEXT.pageErrorBack}
          </View>
        </EmptyState>
      </View>
    )
  }
}

const wrapped = new WeakMap<object, ComponentType<object>>()

/** The page component inside its own ErrorBoundary (one wrapper per page component, its props passed on). */
export function withPageBoundary<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  const known = wrapped.get(Page)
  if (known) return known as ComponentType<P>
  function PageWithBoundary(props: P) {
    return (
      <ErrorBoundary>
        <Page {...props} />
      </ErrorBoundary>
    )
  }
  PageWithBoundary.displayName = `WithBoundary(${Page.displayName || Page.name || 'Page'})`
  wrapped.set(Page, PageWithBoundary as ComponentType<object>)
  return PageWithBoundary
}
