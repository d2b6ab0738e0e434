import { describe, expect, test } from 'vitest'
import { pathForSlug, slugForPath, slugify, SLUG_PATTERN } from './slug'

describe('slugify', () => {
  test.each([
    ['About Us', 'about-us'],
    ['Service & Parts', 'service-and-parts'],
    ['  Café Déjà vu  ', 'cafe-deja-vu'],
    ['Service / Book a Service', 'service/book-a-service'],
    ['--weird--', 'weird'],
    ['a//b', 'a/b'],
  ])('%s -> %s', (input, expected) => {
    expect(slugify(input)).toBe(expected)
    expect(SLUG_PATTERN.test(expected)).toBe(true)
  })
})

describe('page paths', () => {
  test.each([
    [[], 'home'],
    [undefined, 'home'],
    [['About-Us'], 'about-us'],
    [['service', 'book-a-service'], 'service/book-a-service'],
  ])('%j -> %s', (segments, slug) => {
    expect(slugForPath(segments as string[] | undefined)).toBe(slug)
  })
  test('home slug is the root path', () => {
    expect(pathForSlug('home')).toBe('/')
    expect(pathForSlug('about-us')).toBe('/about-us')
  })
})
