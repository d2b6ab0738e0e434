import { describe, expect, test } from 'vitest'
import { brandHref, brandOfPath, brandSectionFor } from './brands'

test.each([
  ['overview route by default', { name: 'Mitsubishi' }, { href: '/mitsubishi/overview', external: false }],
  ['slug wins over name', { name: 'Great Wall Motors', slug: 'gwm' }, { href: '/gwm/overview', external: false }],
  ['multi-word name slugged', { name: 'Land Rover' }, { href: '/land-rover/overview', external: false }],
  [
    'fixed path',
    { name: 'Toyota', linkKind: 'path', target: '/dealerships/toyota?filter=brand' },
    { href: '/dealerships/toyota?filter=brand', external: false },
  ],
  [
    'external site',
    { name: 'Isuzu', linkKind: 'external', target: 'https://isuzu.example.com.au' },
    { href: 'https://isuzu.example.com.au', external: true },
  ],
  [
    'bad external target falls back to overview',
    { name: 'Kia', linkKind: 'external', target: 'javascript:alert(1)' },
    { href: '/kia/overview', external: false },
  ],
] as const)('%s', (_n, brand, expected) => {
  expect(brandHref(brand)).toEqual(expected)
})

describe('brand paths', () => {
  test.each([
    [['toyota', 'overview'], 'toyota'],
    [['brands', 'land-rover'], 'land-rover'],
    [['Brands', 'Kia'], 'kia'],
    [['brands'], null],
    [['about-us', 'team'], null],
    [['toyota', 'overview', 'x'], null],
    [['%3Cscript%3E', 'overview'], null],
  ])('%j -> %s', (segments, brand) => expect(brandOfPath(segments)).toBe(brand))
})

test.each([
  ['cars', 'car'],
  ['motorcycles', 'motorcycle'],
  ['trucks', 'truck'],
  ['caravans', 'our'],
  ['rentals', 'our'],
])('a %s dealer lists its makes under %s', (kind, section) => expect(brandSectionFor(kind)).toBe(section))
