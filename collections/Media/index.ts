import type { CollectionConfig } from 'payload'
import { uploadsFolder } from '../_uploads/folder'
import { ACCEPTED_IMAGE_TYPES } from '@/src/domain/media/sniff-image'
import { loggedIn, publicRead } from '../_access'
import { checkUploadContent } from './hooks/check-upload'
import { relativeMediaUrls } from './hooks/relative-urls'
import { revalidateTenantContent } from '../_hooks/revalidate-tenant-content'

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content', defaultColumns: ['filename', 'alt', 'updatedAt'] },
  access: { read: publicRead({ drafts: false, publicFiles: true }), create: loggedIn, update: loggedIn, delete: loggedIn },
  upload: {
    staticDir: uploadsFolder('media'),
    mimeTypes: [...ACCEPTED_IMAGE_TYPES],
    // No server-side fetching of pasted URLs: the admin uploads the file itself.
    pasteURL: false,
    filesRequiredOnCreate: true,
    focalPoint: true,
    imageSizes: [
      { name: 'thumbnail', width: 400, height: 300, position: 'centre' },
      { name: 'card', width: 800, height: 600, position: 'centre' },
      { name: 'hero', width: 1920, height: 540, position: 'centre' },
      { name: 'heroTall', width: 1920, height: 790, position: 'centre' },
      { name: 'og', width: 1200, height: 630, position: 'centre' },
    ],
    adminThumbnail: 'thumbnail',
  },
  hooks: {
    beforeOperation: [checkUploadContent],
    afterRead: [relativeMediaUrls],
    afterChange: [revalidateTenantContent],
    afterDelete: [revalidateTenantContent],
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      label: 'Alternative text',
      admin: { description: 'Describe the image for people who cannot see it, e.g. "Red 2024 Ford Ranger XLT".' },
    },
  ],
}
