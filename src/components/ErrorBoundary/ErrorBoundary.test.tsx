/**
 * The error boundary (docs/errors.md): a child that throws while drawing shows the page's message (or a section's
 * small one) instead of a blank, the error goes to the reporter, and retry mounts the subtree anew.
 */
jest.mock('@/stores/errorReports', () => ({ reportError: jest.fn() }))
jest.mock('@/platform/navigation', () => ({ back: jest.fn(async () => undefined) }))
import { act, fireEvent, render, screen } from '@testing-library/react'
import { Text } from '@tarojs/components'
import { APP_TEXT } from '@/core/texts'
import { reportError } from '@/stores/errorReports'
import { back } from '@/platform/navigation'
import { ErrorBoundary, withPageBoundary } from '.'

const reported = reportError as jest.MockedFunction<typeof reportError>
let failures = 0
/** Throws while `failures` is above 0 (each draw uses one up). */
function Flaky({ text = '内容' }: { text?: string }) {
  if (failures > 0) {
    failures -= 1
    throw new Error('cannot draw')
  }
  return <Text>{text}</Text>
}

beforeAll(() => {
  // React logs every caught render error: not a failure of the code under test.
  jest.spyOn(console, 'error').mockImplementation(() => undefined)
})
beforeEach(() => {
  failures = 0
  reported.mockClear()
})

it('draws its children when nothing throws', () => {
  render(<ErrorBoundary><Flaky /></ErrorBoundary>)
  expect(screen.getByText('内容')).toBeTruthy()
  expect(reported).not.toHaveBeenCalled()
})

it('a child that throws: the page message and retry, and the error reported as a render error', () => {
  failures = 2 // React draws a failing tree twice before giving up on it
  render(<ErrorBoundary><Flaky /></ErrorBoundary>)
  expect(screen.getByText(APP_TEXT.pageErrorTitle)).toBeTruthy()
  expect(screen.getByText(APP_TEXT.pageErrorText)).toBeTruthy()
  expect(screen.getByRole('button', { name: APP_TEXT.retry })).toBeTruthy()
  expect(screen.queryByText('内容')).toBeNull()
  expect(reported).toHaveBeenCalledTimes(1)
  expect(reported).toHaveBeenCalledWith(expect.objectContaining({ message: 'cannot draw' }), 'render')
})

it('retry mounts the subtree anew: it recovers once the child draws', async () => {
  failures = 2
  render(<ErrorBoundary><Flaky /></ErrorBoundary>)
  failures = 0
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: APP_TEXT.retry }))
  })
  expect(screen.getByText('内容')).toBeTruthy()
  expect(screen.queryByText(APP_TEXT.pageErrorTitle)).toBeNull()
})

it("the page's message has a way back, as its nav bar failed with it: the previous page (else home)", async () => {
  failures = 2
  render(<ErrorBoundary><Flaky /></ErrorBoundary>)
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: APP_TEXT.pageErrorBack }))
  })
  expect(back).toHaveBeenCalledTimes(1)
})

it('a section: a small message and retry in its place, its siblings stay', async () => {
  failures = 2
  render(
    <>
      <Text>页面其余部分</Text>
      <ErrorBoundary section><Flaky text="广告" /></ErrorBoundary>
    </>,
  )
  expect(screen.getByText('页面其余部分')).toBeTruthy()
  expect(screen.getByText(APP_TEXT.sectionErrorText)).toBeTruthy()
  expect(screen.queryByText(APP_TEXT.pageErrorTitle)).toBeNull()
  failures = 0
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: APP_TEXT.sectionRetry }))
  })
  expect(screen.getByText('广告')).toBeTruthy()
})

it('a reporter that throws does not take the page down', () => {
  failures = 2
  render(<ErrorBoundary onError={() => { throw new Error('reporter down') }}><Flaky /></ErrorBoundary>)
  expect(screen.getByText(APP_TEXT.pageErrorTitle)).toBeTruthy()
})

it('withPageBoundary wraps a page once, passing its props on', () => {
  const Page = ({ text }: { text: string }) => <Flaky text={text} />
  const Wrapped = withPageBoundary(Page)
  expect(withPageBoundary(Page)).toBe(Wrapped)
  failures = 2
  render(<Wrapped text="页面" />)
  expect(screen.getByText(APP_TEXT.pageErrorTitle)).toBeTruthy()
})
