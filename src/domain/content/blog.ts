// The dealer blog: categories, paths and the BlogPosting data search engines read.

export const BLOG_CATEGORIES = {
  'buyer-advice': 'Buyer Advice',
  'motoring-tips': 'Motoring Tips',
  'servicing-insights': 'Servicing Insights',
  'vehicle-reviews': 'Vehicle Reviews',
} as const
export type BlogCategory = keyof typeof BLOG_CATEGORIES

export const isBlogCategory = (value: string): value is BlogCategory => Object.hasOwn(BLOG_CATEGORIES, value)

export const BLOG_PATH = '/blog'
export const postPath = (slug: string) => `${BLOG_PATH}/${slug}`
export const categoryPath = (category: BlogCategory) => `${BLOG_PATH}/${category}`

/** Slugs a post may not take: they are the category pages under /blog. */
export const RESERVED_POST_SLUGS: readonly string[] = Object.keys(BLOG_CATEGORIES)

export interface PostSummary {
  slug: string
  title: string
  category: BlogCategory
  excerpt: string | null
  image: { url: string; alt: string } | null
  author: string | null
  publishedAt: string
}

export function blogPostingJsonLd(post: PostSummary, url: string, publisher: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    url,
    datePublished: post.publishedAt,
    articleSection: BLOG_CATEGORIES[post.category],
    ...(post.excerpt ? { description: post.excerpt } : {}),
    ...(post.image ? { image: post.image.url } : {}),
    ...(post.author ? { author: { '@type': 'Person', name: post.author } } : {}),
    publisher: { '@type': 'Organization', name: publisher },
  }
}

/** Menu links to the blog are left out while the dealer has no posts. */
export function withoutEmptyBlog<T extends { href: string | null }>(links: readonly T[], hasPosts: boolean): T[] {
  return hasPosts ? [...links] : links.filter((l) => !l.href || !(l.href === BLOG_PATH || l.href.startsWith(`${BLOG_PATH}/`)))
}
