/** Cities grouped by the first letter of their pinyin, groups and cities in order. */
export function groupByInitial<C extends { initial: string; cityName: string }>(cities: C[]): [string, C[]][] {
  const groups = new Map<string, C[]>()
  for (const c of cities) {
    const key = (c.initial || '#').toUpperCase()
    groups.set(key, [...(groups.get(key) ?? []), c])
  }
  return [...groups].sort(([a], [b]) => a.localeCompare(b)).map(([k, list]) => [k, list.slice().sort((x, y) => x.cityName.localeCompare(y.cityName, 'zh'))])
}
