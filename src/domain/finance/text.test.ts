import { describe, expect, test } from 'vitest'
import { truncateText } from './text'

describe('truncateText (Show More / Show Less)', () => {
  test.each([
    ['shorter than the limit is untouched', 'Finance available.', 40, { short: 'Finance available.', isTruncated: false }],
    ['exactly the limit is untouched', 'abcde', 5, { short: 'abcde', isTruncated: false }],
    ['one over the limit is cut and marked', 'abcdef', 5, { short: 'abcde...', isTruncated: true }],
    ['trailing space at the cut is dropped', 'abcd efgh', 5, { short: 'abcd...', isTruncated: true }],
    ['emoji are not split', '👍👍👍', 2, { short: '👍👍...', isTruncated: true }],
    ['empty text', null, 10, { short: '', isTruncated: false }],
    ['a negative limit counts as 0', 'abc', -1, { short: '...', isTruncated: true }],
  ])('%s', (_name, text, limit, expected) => {
    expect(truncateText(text, limit)).toEqual(expected)
  })
})
