import { describe, expect, it } from 'vitest'
import { isPlainClick } from './plain-click'

describe('isPlainClick', () => {
  const left = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false }
  it('is a left click without modifier keys', () => {
    expect(isPlainClick(left)).toBe(true)
    expect(isPlainClick({ ...left, button: 1 })).toBe(false)
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) expect(isPlainClick({ ...left, [key]: true })).toBe(false)
  })
})
