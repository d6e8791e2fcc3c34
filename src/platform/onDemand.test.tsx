// A part loaded on demand: one load shared by all callers; a failed load leaves the fallback and the next use retries.
import { act, render, waitFor } from '@testing-library/react'
import { onDemand } from './onDemand'

function Part() {
  return <span>part</span>
}

function Host({ part }: { part: ReturnType<typeof onDemand<typeof Part>> }) {
  const Loaded = part.useLoaded()
  return Loaded ? <Loaded /> : <span>fallback</span>
}

it('loads once for every caller, then renders the part', async () => {
  const importer = jest.fn(() => Promise.resolve(Part))
  const part = onDemand(importer)
  const views = [render(<Host part={part} />), render(<Host part={part} />)]
  expect(views[0].container.textContent).toBe('fallback')
  await waitFor(() => expect(views.map((v) => v.container.textContent)).toEqual(['part', 'part']))
  expect(importer).toHaveBeenCalledTimes(1)
  // Once loaded, a new host has the part at its first render.
  expect(render(<Host part={part} />).container.textContent).toBe('part')
})

it('keeps the fallback when the load fails, and the next use tries again', async () => {
  const importer = jest.fn<Promise<typeof Part>, []>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(Part)
  const part = onDemand(importer)
  const first = render(<Host part={part} />)
  await act(async () => { await Promise.resolve() })
  expect(first.container.textContent).toBe('fallback')
  first.unmount()
  const second = render(<Host part={part} />)
  await waitFor(() => expect(second.container.textContent).toBe('part'))
  expect(importer).toHaveBeenCalledTimes(2)
})

it('useLoaded(false) loads nothing until wanted, then loads once', async () => {
  const importer = jest.fn(async () => 'part')
  const part = onDemand(importer)
  function Probe({ wanted }: { wanted: boolean }) {
    return <span>{part.useLoaded(wanted) ?? 'none'}</span>
  }
  const { container, rerender } = render(<Probe wanted={false} />)
  // A turn of the event loop, in act: the effects have run (Preact's wait for a frame too) and so has anything they
  // chained on a promise; the importer, called synchronously by load(), would have been called by then.
  await act(() => new Promise((r) => setTimeout(r, 0)))
  expect(importer).not.toHaveBeenCalled()
  rerender(<Probe wanted />)
  await waitFor(() => expect(container.textContent).toBe('part'))
  expect(importer).toHaveBeenCalledTimes(1)
})

it('useLoad says when the load failed, and its retry loads again', async () => {
  const importer = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue('part')
  const part = onDemand(importer)
  function Probe() {
    const { part: loaded, failed, retry } = part.useLoad()
    return <button onClick={retry}>{failed ? 'failed' : loaded ?? 'none'}</button>
  }
  const { container } = render(<Probe />)
  await waitFor(() => expect(container.textContent).toBe('failed'))
  act(() => { container.querySelector('button')!.click() })
  await waitFor(() => expect(container.textContent).toBe('part'))
  expect(importer).toHaveBeenCalledTimes(2)
})
