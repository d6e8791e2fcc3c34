import { act, renderHook } from '@testing-library/react'
import { useOneAtATime } from './useOneAtATime'

function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((res) => { resolve = res })
  return { promise, resolve }
}

describe('useOneAtATime', () => {
  it('a second run before the first settles does nothing, even within one render', async () => {
    const d = deferred()
    const action = jest.fn(() => d.promise)
    const { result } = renderHook(() => useOneAtATime(action))
    act(() => {
      void result.current.run()
      void result.current.run()
    })
    expect(action).toHaveBeenCalledTimes(1)
    expect(result.current.busy).toBe(true)
    await act(async () => d.resolve())
    expect(result.current.busy).toBe(false)
  })

  it('once settled it runs again, with the latest render\'s action and its arguments', async () => {
    const first = jest.fn()
    const second = jest.fn()
    const { result, rerender } = renderHook(({ action }) => useOneAtATime(action), { initialProps: { action: first as (n: number) => void } })
    await act(() => result.current.run(1))
    rerender({ action: second })
    await act(() => result.current.run(2))
    expect(first).toHaveBeenCalledWith(1)
    expect(second).toHaveBeenCalledWith(2)
  })

  it('a run that throws lets the next one through and passes the error on', async () => {
    const action = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(undefined)
    const { result } = renderHook(() => useOneAtATime(action))
    await act(async () => { await expect(result.current.run()).rejects.toThrow('down') })
    expect(result.current.busy).toBe(false)
    await act(() => result.current.run())
    expect(action).toHaveBeenCalledTimes(2)
  })
})
