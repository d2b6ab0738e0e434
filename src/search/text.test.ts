import { describe, expect, test } from 'vitest'
import { damerau, queryTerms, typoExpansions, words } from './text'

describe('text matching (prefix and typo tolerance)', () => {
  test.each<[string, string, number]>([
    ['camery', 'camry', 1],
    ['ranegr', 'ranger', 1],
    ['corola', 'corolla', 1],
    ['hilux', 'hilux', 0],
    ['mazda', 'madza', 1],
    ['tucson', 'tuscon', 1],
    ['kluger', 'klugar', 1],
    ['abc', 'xyz', 3],
  ])('damerau(%s, %s) = %i', (a, b, d) => {
    expect(damerau(a, b, 3)).toBe(d)
  })

  const vocabulary = ['camry', 'ranger', 'raptor', 'corolla', 'cx', 'kia', 'landcruiser', 'hilux']
  test.each<[string, string[]]>([
    ['camery', ['camry']],
    ['ranegr', ['ranger']],
    ['kai', []], // 3 letters: no typo allowed
    ['landcrusier', ['landcruiser']], // 8+ letters: two typos
    ['2021', []], // numbers never typo-match
    ['hilux', []], // itself is a prefix match, not a typo
  ])('%s -> %j', (word, expected) => {
    expect(typoExpansions(word, vocabulary)).toEqual(expected)
  })

  test('query words are folded and deduplicated', () => {
    expect(words('Citroën C4 c4')).toEqual(['citroen', 'c4', 'c4'])
    expect(queryTerms('CAMERY camery', vocabulary)).toEqual([{ word: 'camery', typos: ['camry'] }])
  })
})
