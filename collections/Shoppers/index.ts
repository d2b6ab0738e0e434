import type { CollectionConfig } from 'payload'
import { loggedIn } from '../_access'

/**
 * Shoppers: people who signed in on one dealer's site with their mobile number and a
 * one-time code. They are not staff `users` and never become Payload's `req.user`: their session
 * is the site's own signed cookie (src/lib/shopper-session.ts). Each belongs to one dealer (the
 * multi-tenant plugin): the same number on another dealer's site is another, unrelated shopper.
 * Created only by POST /api/shoppers/verify-code; staff see their own dealer's shoppers and may
 * delete one (with their watchlist) on request (Australian Privacy Principles).
 */
export const Shoppers: CollectionConfig = {
  slug: 'shoppers',
  labels: { singular: 'Shopper', plural: 'Shoppers' },
  admin: {
    group: 'Leads',
    useAsTitle: 'phone',
    defaultColumns: ['phone', 'lastSignInAt', 'createdAt'],
    description: 'Shoppers who signed in on your site with their mobile number. Deleting one also deletes their watchlist.',
  },
  defaultSort: '-lastSignInAt',
  access: { read: loggedIn, create: () => false, update: () => false, delete: loggedIn },
  indexes: [{ fields: ['tenant', 'phone'], unique: true }],
  hooks: {
    beforeDelete: [
      async ({ req, id }) => {
        await req.payload.delete({ collection: 'watchlist-entries', where: { shopper: { equals: id } }, overrideAccess: true, req })
      },
    ],
  },
  fields: [
    {
      name: 'phone',
      type: 'text',
      required: true,
      index: true,
      admin: { readOnly: true, description: 'Mobile number, international form.' },
    },
    { name: 'lastSignInAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'sessionVersion',
      type: 'number',
      defaultValue: 0,
      required: true,
      admin: { hidden: true },
      access: { read: () => false },
    },
    {
      name: 'watchlist',
      type: 'join',
      collection: 'watchlist-entries',
      on: 'shopper',
      admin: { defaultColumns: ['car', 'createdAt'] },
    },
  ],
}

/** One car saved by one shopper. A car is saved at most once per shopper. */
export const WatchlistEntries: CollectionConfig = {
  slug: 'watchlist-entries',
  labels: { singular: 'Watchlist entry', plural: 'Watchlist entries' },
  admin: { group: 'Leads', useAsTitle: 'car', defaultColumns: ['car', 'shopper', 'createdAt'], hidden: true },
  defaultSort: '-createdAt',
  access: { read: loggedIn, create: () => false, update: () => false, delete: () => false },
  indexes: [{ fields: ['shopper', 'car'], unique: true }],
  fields: [
    { name: 'shopper', type: 'relationship', relationTo: 'shoppers', required: true, index: true },
    { name: 'car', type: 'text', required: true, admin: { description: "The car's page slug." } },
  ],
}

/**
 * The last sign-in code sent to one number on one dealer's site for one browser (`device`, the
 * hash of the browser's sign-in cookie, so nobody else's guesses or codes touch the
 * owner's): only its keyed hash is kept, with when it was sent, when it expires and how many
 * tries it has had. Nobody reads these through any API (the sign-in routes use the Local API);
 * `tenantId` is a plain number, not a staff-visible relationship.
 */
export const ShopperCodes: CollectionConfig = {
  slug: 'shopper-codes',
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  indexes: [{ fields: ['tenantId', 'phone', 'device'], unique: true }],
  fields: [
    { name: 'tenantId', type: 'number', required: true },
    { name: 'phone', type: 'text', required: true },
    { name: 'device', type: 'text', required: true },
    { name: 'codeHash', type: 'text', required: true },
    { name: 'sentAt', type: 'date', required: true },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
    { name: 'used', type: 'checkbox', defaultValue: false },
  ],
}
