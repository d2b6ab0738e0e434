import { describe, expect, test } from 'vitest'
import { referenceDocument } from '@/bench/render-reference'

describe("bench:web's render reference page", () => {
  test('is the same page every time, so its figure moves with the host only', () => {
    expect(referenceDocument()).toBe(referenceDocument())
  })

  test('is about the size of a car page, and loads nothing: no script, image, stylesheet link or web font', () => {
    const html = referenceDocument()
    const elements = html.match(/<[a-z][a-z0-9]*/g) ?? []
    expect(elements.length).toBeGreaterThan(1_100)
    expect(elements.length).toBeLessThan(1_600)
    expect(html).not.toMatch(/<script|<img|<link|<iframe|@font-face|@import|url\(/i)
  })
})
