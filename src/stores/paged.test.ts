// The paged-list and loadable stores with fake fetchers.
import type { Page } from '@contract/goods'
import { Loadable } from './loadable'
import { PagedList } from './paged'

const page = (currentPage: number, totalPages: number, list: string[]): Page<string> => ({
  page: { currentPage, totalPages, total: 0 },
  list,
})

function deferred<T>() {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => { resolve = res; reject = rej })
  return { promise, resolve, reject }
}

describe('PagedList', () => {
  it('loads page after page and stops at the last one', async () => {
    const fetch = jest.fn((p: number) => Promise.resolve(page(p, 2, [`p${p}`])))
    const list = new PagedList(fetch)
    await list.loadMore()
    await list.loadMore()
    await list.loadMore()
    expect(fetch.mock.calls.map((c) => c[0])).toEqual([1, 2])
    expect(list.items).toEqual(['p1', 'p2'])
    expect(list.footer).toBe('noMore')
  })

  it('reload: the shown pages again, the shown items kept until all arrived, then replaced at once', async () => {
    let round = 0
    const fetch = jest.fn((p: number) => Promise.resolve(page(p, 4, [`r${round}p${p}`])))
    const list = new PagedList(fetch)
    for (let i = 0; i < 3; i++) await list.loadMore()
    round = 1
    fetch.mockClear()
    const d = deferred<Page<string>>()
    fetch.mockImplementationOnce((p: number) => Promise.resolve(page(p, 4, [`r1p${p}`]))).mockImplementationOnce(() => d.promise)
    const reloading = list.reload()
    await new Promise((r) => setTimeout(r, 0))
    expect(list.items).toEqual(['r0p1', 'r0p2', 'r0p3']) // nothing jumps while it reloads
    d.resolve(page(2, 4, ['r1p2']))
    await reloading
    expect(fetch.mock.calls.map((c) => c[0])).toEqual([1, 2, 3])
    expect(list.items).toEqual(['r1p1', 'r1p2', 'r1p3'])
    expect(list.footer).toBe('more')
  })

  it('reload: a failure keeps what is shown; a list that shrank stops at its last page', async () => {
    const fetch = jest.fn((p: number) => Promise.resolve(page(p, 3, [`p${p}`])))
    const list = new PagedList(fetch)
    for (let i = 0; i < 3; i++) await list.loadMore()
    fetch.mockRejectedValueOnce(new Error('offline'))
    await list.reload()
    expect(list.items).toEqual(['p1', 'p2', 'p3'])
    fetch.mockImplementation((p: number) => Promise.resolve(page(p, 2, [`q${p}`])))
    fetch.mockClear()
    await list.reload()
    expect(fetch.mock.calls.map((c) => c[0])).toEqual([1, 2])
    expect(list.items).toEqual(['q1', 'q2'])
    expect(list.footer).toBe('noMore')
  })

  it('asks once while a page is loading', async () => {
    const d = deferred<Page<string>>()
    const fetch = jest.fn(() => d.promise)
    const list = new PagedList(fetch)
    const a = list.loadMore()
    const b = list.loadMore()
    d.resolve(page(1, 3, ['a']))
    await Promise.all([a, b])
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('retries the failed page', async () => {
    const fetch = jest.fn()
      .mockResolvedValueOnce(page(1, 3, ['a']))
      .mockRejectedValueOnce(new Error('x'))
      .mockResolvedValueOnce(page(2, 3, ['b']))
    const list = new PagedList<string>(fetch)
    await list.loadMore()
    await list.loadMore()
    expect(list.footer).toBe('error')
    await list.loadMore()
    expect(fetch.mock.calls.map((c) => c[0])).toEqual([1, 2, 2])
    expect(list.items).toEqual(['a', 'b'])
  })

  it('drops an old answer that arrives after a reset', async () => {
    const old = deferred<Page<string>>()
    const list = new PagedList<string>(() => old.promise)
    const first = list.loadMore()
    const second = list.reset(() => Promise.resolve(page(1, 1, ['new'])))
    old.resolve(page(1, 1, ['old']))
    await Promise.all([first, second])
    expect(list.items).toEqual(['new'])
  })

  it('refresh keeps the shown items until page 1 arrives', async () => {
    const d = deferred<Page<string>>()
    const fetch = jest.fn().mockResolvedValueOnce(page(1, 2, ['a'])).mockResolvedValueOnce(page(2, 2, ['b'])).mockReturnValueOnce(d.promise)
    const list = new PagedList<string>(fetch)
    await list.loadMore()
    await list.loadMore()
    const refreshing = list.refresh()
    expect(list.items).toEqual(['a', 'b'])
    d.resolve(page(1, 2, ['a2']))
    await refreshing
    expect(list.items).toEqual(['a2'])
    expect(list.footer).toBe('more')
  })

  it('loadFirst loads only an untouched list', async () => {
    const fetch = jest.fn((p: number) => Promise.resolve(page(p, 3, [`p${p}`])))
    const list = new PagedList(fetch)
    await list.loadFirst()
    await list.loadFirst()
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})

describe('Loadable', () => {
  it('is loading, then ready; loadOnce does not ask again', async () => {
    const loader = jest.fn(() => Promise.resolve(['x']))
    const value = new Loadable(loader)
    expect(value.status).toBe('loading')
    await value.loadOnce()
    await value.loadOnce()
    expect(value.status).toBe('ready')
    expect(value.data).toEqual(['x'])
    expect(loader).toHaveBeenCalledTimes(1)
  })

  it('is error when the first load fails, ready after a retry', async () => {
    const loader = jest.fn().mockRejectedValueOnce(new Error('x')).mockResolvedValueOnce(1)
    const value = new Loadable<number>(loader)
    await value.load()
    expect(value.status).toBe('error')
    await value.load()
    expect(value.status).toBe('ready')
  })

  it('a failed reload keeps what is shown', async () => {
    const loader = jest.fn().mockResolvedValueOnce(1).mockRejectedValueOnce(new Error('x'))
    const value = new Loadable<number>(loader)
    await value.load()
    await value.load()
    expect(value.status).toBe('ready')
    expect(value.data).toBe(1)
  })
})
