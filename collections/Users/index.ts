import type { CollectionConfig } from 'payload'
import { secureCookies } from '@/src/lib/env'
import { platformAdminField, tenantAdminField } from '../_access'
import { usersCreate, usersDelete, usersRead, usersUpdate } from './access'
import { guardAssignments } from './hooks/guard-assignments'
import { clearLoginThrottle, throttleLogin } from './hooks/throttle-login'

// Payload's account lockout is off: anyone could lock out any account, the platform admin's
// included. Failed logins are throttled per IP and per (e-mail, IP) instead
// (hooks/throttle-login.ts, src/lib/rate-limit/policies.ts).

export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'roles'], group: 'Platform' },
  auth: {
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    cookies: { secure: secureCookies, sameSite: 'Lax' },
  },
  access: { create: usersCreate, read: usersRead, update: usersUpdate, delete: usersDelete },
  hooks: { beforeChange: [guardAssignments], beforeOperation: [throttleLogin], afterLogin: [clearLoginThrottle] },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      defaultValue: [],
      options: [{ label: 'Platform admin (onboarding staff)', value: 'platform-admin' }],
      access: { create: platformAdminField, update: platformAdminField },
      admin: { position: 'sidebar', description: 'Platform admins see and edit every dealer site.' },
    },
    {
      name: 'tenants',
      type: 'array',
      label: 'Dealer sites',
      access: { create: tenantAdminField, update: tenantAdminField },
      admin: { position: 'sidebar', description: 'The dealer sites this person can edit, and their role on each.' },
      fields: [
        { name: 'tenant', type: 'relationship', relationTo: 'tenants', required: true, index: true, saveToJWT: true },
        {
          name: 'roles',
          type: 'select',
          hasMany: true,
          required: true,
          defaultValue: ['editor'],
          options: [
            { label: 'Tenant admin', value: 'tenant-admin' },
            { label: 'Editor', value: 'editor' },
          ],
        },
      ],
    },
  ],
}
