import { describe, expect, test } from 'vitest'
import { DEALER_COMMENTS_PENDING, dealerComments } from './comments'

describe('dealerComments (collapsed at 400 characters; pending text when empty)', () => {
  test.each([
    ['missing', undefined],
    ['empty', ''],
    ['blank', '   \n '],
    ['the string null', 'null'],
  ])('%s comments show the pending text', (_name, text) => {
    expect(dealerComments(text)).toEqual({ kind: 'pending', text: DEALER_COMMENTS_PENDING })
    expect(DEALER_COMMENTS_PENDING).toBe('Dealer comments are pending. Please check back here later.')
  })

  test.each([
    [10, false],
    [400, false],
    [401, true],
    [2000, true],
  ])('%i characters collapsible: %s', (length, collapsible) => {
    const text = 'a'.repeat(length)
    const comments = dealerComments(text)
    expect(comments).toMatchObject({ kind: 'text', full: text, collapsible })
    if (comments.kind === 'text' && collapsible) expect(comments.short).toBe(`${'a'.repeat(400)}...`)
  })
})
