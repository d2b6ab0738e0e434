import { describe, expect, test } from 'vitest'
import { escapeHtml, facetHit, highlight, highlightAttributes, pageCount, queryWords } from './response'

describe('highlight', () => {
  test.each<[string, string, string[], string, 'none' | 'partial' | 'full', string[], boolean]>([
    ['prefix of a word', 'Toyota HiLux', ['toy'], '<em>Toy</em>ota HiLux', 'full', ['toy'], false],
    ['whole words, every word', 'Toyota HiLux', ['toyota', 'hilux'], '<em>Toyota</em> <em>HiLux</em>', 'full', ['toyota', 'hilux'], true],
    ['some query words missing', 'Toyota HiLux', ['toyota', 'ranger'], '<em>Toyota</em> HiLux', 'partial', ['toyota'], false],
    ['no match', 'Toyota HiLux', ['ford'], 'Toyota HiLux', 'none', [], false],
    ['no query words', 'Toyota HiLux', [], 'Toyota HiLux', 'none', [], false],
    ['only prefixes, not infixes', 'Mitsubishi Triton', ['bishi'], 'Mitsubishi Triton', 'none', [], false],
    ['query longer than the word', 'Toy', ['toyota'], 'Toy', 'none', [], false],
    ['every occurrence', 'SR5 SR 5', ['sr'], '<em>SR</em>5 <em>SR</em> 5', 'full', ['sr'], false],
    ['accent-insensitive, original text kept', 'Citroën C4', ['citroen'], '<em>Citroën</em> C4', 'full', ['citroen'], false],
    ['longest matching query word shown, both matched', 'Toyota', ['toy', 'toyota'], '<em>Toyota</em>', 'full', ['toy', 'toyota'], true],
    ['duplicate query words reported once, as sent', 'Ford Ranger', ['Ford', 'ford'], '<em>Ford</em> Ranger', 'full', ['Ford'], false],
    ['source text is HTML-escaped', 'Fish & <Chips>', ['chips'], 'Fish &amp; &lt;<em>Chips</em>&gt;', 'full', ['chips'], false],
    ['empty text', '', ['a'], '', 'none', [], false],
  ])('%s', (_name, text, words, value, matchLevel, matchedWords, fullyHighlighted) => {
    expect(highlight(text, words)).toEqual({ value, matchLevel, matchedWords, fullyHighlighted })
  })

  test('uses the client tags and does not escape them', () => {
    expect(highlight('Ranger', ['ran'], '__ais-highlight__', '__/ais-highlight__').value).toBe('__ais-highlight__Ran__/ais-highlight__ger')
  })

  test('escaping can be turned off for clients that escape themselves', () => {
    expect(highlight('A & B', ['b'], '<em>', '</em>', { escapeHtml: false }).value).toBe('A & <em>B</em>')
  })

  test('escapeHtml', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;')
  })
})

describe('queryWords', () => {
  test.each([
    ['toyota hilux', ['toyota', 'hilux']],
    ['  SR5,  4x4! ', ['SR5', '4x4']],
    ['', []],
    ['Citroën', ['Citroën']],
  ])('%j', (query, expected) => {
    expect(queryWords(query)).toEqual(expected)
  })
})

describe('highlightAttributes', () => {
  const record = {
    objectID: '1',
    make: 'Toyota',
    year: 2021,
    categories: ['Ute', '4x4'],
    make_model: { lvl0: 'Toyota', lvl1: 'Toyota > HiLux' },
    certified: true,
    price: null,
  }

  test('mirrors the record shape for the requested attributes', () => {
    const result = highlightAttributes(
      record,
      ['make', 'year', 'categories', 'make_model', 'certified', 'price', 'missing'],
      ['toy', '2021'],
    )
    expect(result).toEqual({
      make: { value: '<em>Toy</em>ota', matchLevel: 'partial', matchedWords: ['toy'], fullyHighlighted: false },
      year: { value: '<em>2021</em>', matchLevel: 'partial', matchedWords: ['2021'], fullyHighlighted: true },
      categories: [
        { value: 'Ute', matchLevel: 'none', matchedWords: [], fullyHighlighted: false },
        { value: '4x4', matchLevel: 'none', matchedWords: [], fullyHighlighted: false },
      ],
      make_model: {
        lvl0: { value: '<em>Toy</em>ota', matchLevel: 'partial', matchedWords: ['toy'], fullyHighlighted: false },
        lvl1: { value: '<em>Toy</em>ota &gt; HiLux', matchLevel: 'partial', matchedWords: ['toy'], fullyHighlighted: false },
      },
    })
  })
})

describe('facetHit and pageCount', () => {
  test('facet hits are highlighted for the facet query', () => {
    expect(facetHit('Land Rover', 12, 'rov')).toEqual({ value: 'Land Rover', highlighted: 'Land <em>Rov</em>er', count: 12 })
  })

  test.each([
    [0, 20, 0],
    [1, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [5000, 20, 50],
    [5000, 21, 48],
    [10, 0, 0],
  ])('pageCount(%i hits, %i per page) = %i (pagination stops at 1000 hits)', (nbHits, hitsPerPage, expected) => {
    expect(pageCount(nbHits, hitsPerPage)).toBe(expected)
  })
})
