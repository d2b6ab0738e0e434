import { describe, expect, it } from 'vitest'
import { emptyAnswerFor } from './search-client'

describe('a refused server-side search renders as no results instead of hanging the page', () => {
  it('answers every query of the body with an empty result', () => {
    const body = JSON.stringify({ requests: [{ indexName: 'cars', hitsPerPage: 21 }, { indexName: 'cars_price_asc' }] })
    const { results } = JSON.parse(emptyAnswerFor(body))
    expect(results).toHaveLength(2)
    expect(results.map((r: { index: string; nbHits: number; hits: unknown[] }) => [r.index, r.nbHits, r.hits.length])).toEqual([
      ['cars', 0, 0],
      ['cars_price_asc', 0, 0],
    ])
  })
  it('answers a body it cannot read with no results', () => {
    expect(JSON.parse(emptyAnswerFor('{nope'))).toEqual({ results: [] })
  })
})
