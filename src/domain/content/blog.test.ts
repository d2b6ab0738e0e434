import { formatLongDate } from '@/src/domain/dates'
import { describe, expect, test } from 'vitest'
import { blogPostingJsonLd, isBlogCategory, withoutEmptyBlog } from './blog'

describe('blog (blog routes, "Blog when the dealership has blog posts")', () => {
  const links = [{ href: '/about-us' }, { href: '/blog' }, { href: '/blog/buyer-advice' }, { href: '/blogger' }, { href: null }]
  test('menu links to the blog disappear while there are no posts', () => {
    expect(withoutEmptyBlog(links, false).map((l) => l.href)).toEqual(['/about-us', '/blogger', null])
    expect(withoutEmptyBlog(links, true)).toHaveLength(5)
  })
  test.each([
    ['buyer-advice', true],
    ['vehicle-reviews', true],
    ['how-to-buy', false],
    ['constructor', false],
  ])('%s is a category: %s', (slug, yes) => expect(isBlogCategory(slug)).toBe(yes))
  test('dates read the Australian way, in Sydney time', () => expect(formatLongDate('2026-10-01T15:00:00Z')).toBe('2 October 2026'))
  test('BlogPosting names the headline, section, date and publisher', () => {
    const post = {
      slug: 's',
      title: 'T',
      category: 'motoring-tips' as const,
      excerpt: null,
      image: null,
      author: 'Sam',
      publishedAt: '2026-10-02T02:00:00.000Z',
    }
    expect(blogPostingJsonLd(post, 'https://x/blog/s', 'Dealer')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'T',
      url: 'https://x/blog/s',
      datePublished: '2026-10-02T02:00:00.000Z',
      articleSection: 'Motoring Tips',
      author: { '@type': 'Person', name: 'Sam' },
      publisher: { '@type': 'Organization', name: 'Dealer' },
    })
  })
})
