import { describe, expect, it } from 'vitest'
import { makeLogoKey } from '@/src/domain/navigation/make-logo'
import { makeArtwork } from '.'

describe('make artwork', () => {
  it.each([
    'Toyota',
    'Mazda',
    'Hyundai',
    'Kia',
    'Ford',
    'Mitsubishi',
    'Nissan',
    'Volkswagen',
    'Subaru',
    'Tesla',
    'Honda',
    'MG',
    'BMW',
    'Škoda',
    'Rolls-Royce',
    'Aston Martin',
    'Yamaha',
  ])('%s has artwork', (make) => {
    const art = makeArtwork(makeLogoKey(make))
    expect(art?.path).toMatch(/^M/)
    expect(art?.hex).toMatch(/^[0-9A-F]{6}$/)
  })

  it.each(['Jayco', 'New Age', 'constructor', 'toString', '__proto__'])('%s has none (drawn as a wordmark)', (make) => {
    expect(makeArtwork(makeLogoKey(make))).toBeUndefined()
  })
})
