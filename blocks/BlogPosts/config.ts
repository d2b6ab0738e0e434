import type { Block } from 'payload'
import { BLOG_CATEGORIES } from '@/src/domain/content/blog'

export const BlogPostsBlock: Block = {
  slug: 'blogPosts',
  interfaceName: 'BlogPostsBlock',
  graphQL: { singularName: 'BlogPostsBlock' },
  labels: { singular: 'Latest blog posts', plural: 'Latest blog posts' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Latest News' },
    { name: 'count', type: 'number', min: 1, max: 12, defaultValue: 3, required: true },
    {
      name: 'category',
      type: 'select',
      options: Object.entries(BLOG_CATEGORIES).map(([value, label]) => ({ value, label })),
      admin: { description: 'Empty: every category.' },
    },
  ],
}
