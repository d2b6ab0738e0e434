import type { TextField } from 'payload'
import { SLUG_PATTERN, slugify } from '@/src/domain/navigation/slug'

/** Page paths such as "about-us" or "service/book-a-service"; "home" is the home page. */
export const slugField: TextField = {
  name: 'slug',
  type: 'text',
  required: true,
  index: true,
  admin: {
    position: 'sidebar',
    description: 'The address of the page, e.g. about-us or service/book-a-service. Use "home" for the home page.',
  },
  hooks: {
    beforeValidate: [({ value, data }) => slugify(typeof value === 'string' && value ? value : String(data?.title ?? ''))],
  },
  validate: (value: string | null | undefined) =>
    value && SLUG_PATTERN.test(value) ? true : 'Use lower-case words joined by hyphens, e.g. about-us',
}
