import { buildQuery, withQuery, type ArrayStyle } from './queryString'

// docs/spec/content-access.md section 5: "Query-string builder skips empty, undefined and null values; four array styles
// (indices, brackets, repeat, comma), default brackets."
describe('buildQuery', () => {
  const params = { ids: [1, 2], name: '初级 会计', page: 0, on: false, empty: '', none: null, missing: undefined }

  it.each<[ArrayStyle | undefined, string]>([
    [undefined, 'ids[]=1&ids[]=2&name=%E5%88%9D%E7%BA%A7%20%E4%BC%9A%E8%AE%A1&page=0&on=false'],
    ['brackets', 'ids[]=1&ids[]=2&name=%E5%88%9D%E7%BA%A7%20%E4%BC%9A%E8%AE%A1&page=0&on=false'],
    ['indices', 'ids[0]=1&ids[1]=2&name=%E5%88%9D%E7%BA%A7%20%E4%BC%9A%E8%AE%A1&page=0&on=false'],
    ['repeat', 'ids=1&ids=2&name=%E5%88%9D%E7%BA%A7%20%E4%BC%9A%E8%AE%A1&page=0&on=false'],
    ['comma', 'ids=1,2&name=%E5%88%9D%E7%BA%A7%20%E4%BC%9A%E8%AE%A1&page=0&on=false'],
  ])('style %p', (style, out) => {
    expect(buildQuery(params, style)).toBe(out)
  })

  it.each<[Record<string, unknown> | null | undefined, ArrayStyle, string]>([
    [{ a: ['x', '', null, undefined, 'y'] }, 'brackets', 'a[]=x&a[]=y'],
    [{ a: ['x', '', null, 'y'] }, 'indices', 'a[0]=x&a[1]=y'],
    [{ a: ['', null] }, 'repeat', ''],
    [{ a: [], b: 1 }, 'brackets', 'b=1'],
    [{ a: ['x,y', 'z'] }, 'comma', 'a=x%2Cy,z'],
    [{ a: [1] }, 'comma', 'a=1'],
    [{ f: { id: 3, tags: ['p', 'q'], gone: null, nested: { deep: '' } } }, 'brackets', 'f[id]=3&f[tags][]=p&f[tags][]=q'],
    [{ f: { id: 3, tags: ['p', 'q'] } }, 'indices', 'f[id]=3&f[tags][0]=p&f[tags][1]=q'],
    [{ f: { gone: '' } }, 'brackets', ''],
    [{ s: ' ' }, 'brackets', 's=%20'],
    [{ u: 'a&b=c?d#e' }, 'brackets', 'u=a%26b%3Dc%3Fd%23e'],
    [{}, 'brackets', ''],
    [null, 'brackets', ''],
    [undefined, 'comma', ''],
  ])('%j (%s) -> %p', (input, style, out) => {
    expect(buildQuery(input, style)).toBe(out)
  })
})

describe('withQuery', () => {
  it.each<[string, Record<string, unknown>, ArrayStyle | undefined, string]>([
    ['/pullnew', { page: 2, tags: ['a', 'b'] }, undefined, '/pullnew?page=2&tags[]=a&tags[]=b'],
    ['/pullnew?x=1', { page: 2 }, 'repeat', '/pullnew?x=1&page=2'],
    ['/pullnew?', { page: 2 }, undefined, '/pullnew?page=2'],
    ['/p?x=1&', { page: 2 }, undefined, '/p?x=1&page=2'],
    ['/p#top', { ids: [1, 2] }, 'comma', '/p?ids=1,2#top'],
    ['/p?x=1#top', { ids: [1] }, 'indices', '/p?x=1&ids[0]=1#top'],
    ['/p', { gone: null, empty: '' }, undefined, '/p'],
  ])('%s + %j (%s) -> %s', (url, params, style, out) => {
    expect(withQuery(url, params, style)).toBe(out)
  })
})
