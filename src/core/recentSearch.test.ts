// Table tests of the recent-search list (max 10, newest first, no duplicates, no blanks).
import { addRecentSearch, readRecentSearches } from './recentSearch'

const ten = ['k1', 'k2', 'k3', 'k4', 'k5', 'k6', 'k7', 'k8', 'k9', 'k10']

describe('adding a search', () => {
  it.each<[string, string[], string, string[]]>([
    ['to an empty list', [], '会计', ['会计']],
    ['goes first', ['税务'], '会计', ['会计', '税务']],
    ['a repeat moves to the front, not twice', ['税务', '会计', '初级'], '会计', ['会计', '税务', '初级']],
    ['is trimmed', ['税务'], '  会计 ', ['会计', '税务']],
    ['a blank keyword is not kept', ['税务'], '   ', ['税务']],
    ['the 11th drops the oldest', ten, 'new', ['new', ...ten.slice(0, 9)]],
    ['a repeat in a full list keeps 10', ten, 'k10', ['k10', ...ten.slice(0, 9)]],
  ])('%s', (_name, list, keyword, expected) => {
    expect(addRecentSearch(list, keyword)).toEqual(expected)
  })
})

describe('reading what storage held', () => {
  it.each<[string, unknown, string[]]>([
    ['nothing', '', []],
    ['not a list', { a: 1 }, []],
    ['a list with junk', ['会计', 3, null, ' ', '会计', '税务'], ['会计', '税务']],
    ['more than 10', [...ten, 'k11'], ten],
  ])('%s', (_name, stored, expected) => {
    expect(readRecentSearches(stored)).toEqual(expected)
  })
})
