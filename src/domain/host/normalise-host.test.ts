import { describe, expect, test } from 'vitest'
import { isDemoIndexHost, normaliseDomainInput, normaliseHost } from './normalise-host'

describe('normaliseHost (one key per dealer host)', () => {
  test.each([
    ['harbour-city-motors.localhost:3000', 'harbour-city-motors.localhost'],
    ['WWW.HarbourCityMotors.com.au', 'harbourcitymotors.com.au'],
    ['dealer.example.com.', 'dealer.example.com'],
    ['  localhost:3100 ', 'localhost'],
    ['127.0.0.1:3000', '127.0.0.1'],
  ])('%s -> %s', (raw, expected) => {
    expect(normaliseHost(raw)).toBe(expected)
  })

  test.each([
    [''],
    [null],
    [undefined],
    ['[::1]:3000'],
    ['evil.com/../admin'],
    ['exa mple.com'],
    ['-bad.example.com'],
    ['a..b'],
    ['x'.repeat(300)],
  ])('rejects %s', (raw) => {
    expect(normaliseHost(raw as string)).toBeNull()
  })

  test('demo index hosts are only localhost names', () => {
    expect(isDemoIndexHost('localhost')).toBe(true)
    expect(isDemoIndexHost('harbour-city-motors.localhost')).toBe(false)
  })

  test.each([
    ['https://www.Example.com.au/', 'example.com.au'],
    ['http://new-dealer.localhost:3000/path', 'new-dealer.localhost'],
    ['dealer.com.au', 'dealer.com.au'],
    ['not a domain', null],
  ])('domain input %s -> %s', (input, expected) => {
    expect(normaliseDomainInput(input)).toBe(expected)
  })
})
