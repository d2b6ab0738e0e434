import { APIError, type CollectionConfig, type FieldHook } from 'payload'
import { normaliseRedirectTarget, normaliseSitePath, redirectProblem } from '@/src/domain/navigation/redirects'
import { loggedIn } from '../_access'
import { revalidateTenantContent } from '../_hooks/revalidate-tenant-content'
import { uniquePerTenant } from '../_hooks/unique-slug'

const normalised =
  (normalise: (value: string) => string | null): FieldHook =>
  ({ value }) =>
    typeof value === 'string' ? (normalise(value) ?? value) : value

/**
 * Old addresses of a dealer site and where they lead now. A published page that changes its slug or
 * is deleted leaves one automatically; editors add and change their own. The site answers them
 * before its 404 (src/app/(site)/[host]/[...slug]/page.tsx).
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  admin: {
    group: 'Content',
    useAsTitle: 'from',
    defaultColumns: ['from', 'to', 'permanent', 'origin', 'updatedAt'],
    description:
      'When a published page moves or is deleted, its old address leads here automatically. A page at the old address wins over a redirect.',
  },
  // The site reads them in-process for the visited dealer; no API lists them to the public.
  access: { read: ({ req }) => Boolean(req.user) || req.payloadAPI === 'local', create: loggedIn, update: loggedIn, delete: loggedIn },
  hooks: {
    beforeValidate: [
      ({ data, originalDoc }) => {
        const from = data?.from ?? originalDoc?.from
        const to = data?.to ?? originalDoc?.to
        const problem = redirectProblem(from, to)
        if (problem) throw new APIError(problem, 400, null, true)
        return data
      },
    ],
    afterChange: [revalidateTenantContent],
    afterDelete: [revalidateTenantContent],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'from',
          type: 'text',
          required: true,
          index: true,
          maxLength: 300,
          label: 'Old address',
          admin: { width: '50%', description: 'A path on this site, e.g. /summer-sale.' },
          hooks: {
            beforeValidate: [
              normalised(normaliseSitePath),
              uniquePerTenant('from', (from) => `This site already redirects ${from}. Edit that redirect instead.`),
            ],
          },
        },
        {
          name: 'to',
          type: 'text',
          required: true,
          maxLength: 600,
          label: 'New address',
          admin: { width: '50%', description: 'A path on this site (e.g. /offers) or a full https:// address.' },
          hooks: { beforeValidate: [normalised(normaliseRedirectTarget)] },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'permanent',
          type: 'checkbox',
          defaultValue: true,
          admin: {
            width: '50%',
            description: 'Permanent (301) tells search engines to move the old address’s ranking; untick for a temporary (302) redirect.',
          },
        },
        {
          name: 'origin',
          type: 'select',
          defaultValue: 'manual',
          options: [
            { label: 'Added by an editor', value: 'manual' },
            { label: 'A page moved', value: 'moved' },
            { label: 'A page was deleted', value: 'deleted' },
          ],
          admin: { width: '50%', readOnly: true },
        },
      ],
    },
  ],
}
