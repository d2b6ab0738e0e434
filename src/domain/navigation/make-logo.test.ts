import { describe, expect, it } from 'vitest'
import { artworkSvg, makeLogoKey, makeLogoKeyOfFile, makeLogoPath, wordmarkSvg } from './make-logo'

describe('make logos', () => {
  it.each([
    ['Toyota', 'toyota'],
    ['Land Rover', 'land-rover'],
    ['Mercedes-Benz', 'mercedes-benz'],
    ['Citroën', 'citroen'],
    ['  New Age ', 'new-age'],
    ['Rolls/Royce', 'rolls-royce'],
    ['!!!', 'make'],
  ])('%s has the key %s', (make, key) => {
    expect(makeLogoKey(make)).toBe(key)
    expect(makeLogoPath(make)).toBe(`/api/make-logos/${key}.svg`)
    expect(makeLogoKeyOfFile(`${key}.svg`)).toBe(key)
  })

  it.each(['toyota', 'toyota.png', '../x.svg', 'TOYOTA.svg', '-a.svg', 'a--b.svg', `${'a'.repeat(41)}.svg`, '.svg'])(
    'refuses the file name %s',
    (file) => expect(makeLogoKeyOfFile(file)).toBeUndefined(),
  )

  it('draws a make without artwork as its name in capitals', () => {
    const svg = wordmarkSvg('jayco')
    expect(svg).toContain('>JAYCO</text>')
    expect(svg).not.toContain('textLength')
    expect(wordmarkSvg('new-age')).toContain('>NEW AGE</text>')
    expect(wordmarkSvg('mercedes-benz-commercial')).toContain('textLength="104"')
  })

  it('colours artwork in the brand colour and keeps markup out of its path and title', () => {
    const svg = artworkSvg({ title: 'A<b>', path: 'M0 0h24v24H0z"/><script>', hex: 'EB0A1E' })
    expect(svg).toContain('fill="#EB0A1E"')
    expect(svg).toContain('<title>Ab</title>')
    expect(svg).not.toContain('<script')
    expect(artworkSvg({ title: 'X', path: 'M0 0', hex: 'red' })).toContain('fill="#1f2937"')
  })
})
