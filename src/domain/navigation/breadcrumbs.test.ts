import { describe, expect, test } from 'vitest'
import { breadcrumbJsonLd, buildBreadcrumbs, safeJsonForScript } from './breadcrumbs'

describe('buildBreadcrumbs (Home is position 1)', () => {
  test('home page is a single crumb', () => {
    expect(buildBreadcrumbs('/')).toEqual([{ name: 'Home', href: '/', position: 1 }])
  })
  test('nested path uses known titles and title-cases the rest', () => {
    expect(buildBreadcrumbs('/service/book-a-service', { '/service': 'Servicing' })).toEqual([
      { name: 'Home', href: '/', position: 1 },
      { name: 'Servicing', href: '/service', position: 2 },
      { name: 'Book A Service', href: '/service/book-a-service', position: 3 },
    ])
  })
  test('trailing and doubled slashes are ignored', () => {
    expect(buildBreadcrumbs('//about-us/').map((c) => c.href)).toEqual(['/', '/about-us'])
  })
})

describe('breadcrumbJsonLd', () => {
  test('positions and absolute URLs', () => {
    const ld = breadcrumbJsonLd(buildBreadcrumbs('/about-us'), 'https://dealer.com.au/')
    expect(ld['@type']).toBe('BreadcrumbList')
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://dealer.com.au/' },
      { '@type': 'ListItem', position: 2, name: 'About Us', item: 'https://dealer.com.au/about-us' },
    ])
  })
  test('script-safe JSON cannot close the script tag', () => {
    expect(safeJsonForScript({ name: '</script><script>alert(1)' })).not.toContain('</script>')
  })
})
