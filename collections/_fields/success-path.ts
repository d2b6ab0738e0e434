import type { Field } from 'payload'

/** Where a form's shopper lands after sending: a path on the same site, /success by default. */
export const successPathField: Field = {
  name: 'successPath',
  type: 'text',
  defaultValue: '/success',
  admin: { description: 'Where the shopper goes after sending: /success, or one of your pages such as /thank-you.' },
  validate: (value: unknown) =>
    typeof value !== 'string' || value === '' || /^\/[a-z0-9/_-]*$/i.test(value) ? true : 'Use a path on this site, starting with /.',
}
