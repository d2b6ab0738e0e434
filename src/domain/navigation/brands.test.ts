import { expect, test } from 'vitest'
import { brandHref } from './brands'

test.each([
  ['spec1 §2 overview route by default', { name: 'Mitsubishi' }, { href: '/mitsubishi/overview', external: false }],
  ['slug wins over name', { name: 'Great Wall Motors', slug: 'gwm' }, { href: '/gwm/overview', external: false }],
  ['multi-word name slugged', { name: 'Land Rover' }, { href: '/land-rover/overview', external: false }],
  [
    'spec1 §2 fixed path',
    { name: 'Toyota', linkKind: 'path', target: '/dealerships/toyota?filter=brand' },
    { href: '/dealerships/toyota?filter=brand', external: false },
  ],
  [
    'spec1 §2 external site',
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
