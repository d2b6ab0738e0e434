import type { Field, GroupField } from 'payload'

/**
 * One link shape for menus, blocks and buttons: a page of this dealer site or a typed URL.
 * The site turns it into an href with `resolveLink` (src/domain/navigation/links.ts).
 */
export function linkField(options: { name?: string; label?: string | false; required?: boolean } = {}): GroupField {
  const required = options.required ?? true
  return {
    name: options.name ?? 'link',
    type: 'group',
    label: options.label ?? false,
    admin: { hideGutter: true },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'type',
            type: 'radio',
            defaultValue: 'custom',
            options: [
              { label: 'Page on this site', value: 'page' },
              { label: 'Path or web address', value: 'custom' },
            ],
            admin: { layout: 'horizontal', width: '50%' },
          },
          { name: 'newTab', type: 'checkbox', label: 'Open in a new tab', admin: { width: '50%', style: { alignSelf: 'flex-end' } } },
        ],
      },
      {
        name: 'page',
        type: 'relationship',
        relationTo: 'pages',
        required,
        admin: { condition: (_, sibling) => sibling?.type === 'page' },
      },
      {
        name: 'url',
        type: 'text',
        label: 'Path or URL',
        required,
        admin: {
          condition: (_, sibling) => sibling?.type !== 'page',
          description: 'A path on this site such as /special-offers, or a full https:// address.',
        },
        validate: (value: string | null | undefined, { siblingData }: { siblingData: { type?: string } }) => {
          if (siblingData?.type === 'page') return true
          if (!value) return required ? 'Enter a path such as /contact or a full web address.' : true
          if (/^\/(?!\/)/.test(value) || /^https?:\/\/[^\s]+$/.test(value) || /^(mailto|tel):/.test(value)) return true
          return 'Use a path starting with / or a full address starting with https://'
        },
      },
    ],
  }
}

export const labelledLinkFields = (labelRequired = true): Field[] => [{ name: 'label', type: 'text', required: labelRequired }, linkField()]
