import type { CollectionConfig } from 'payload'
import { uploadsFolder } from '../_uploads/folder'
import { ACCEPTED_IMAGE_TYPES } from '@/src/domain/media/sniff-image'
import { loggedIn } from '../_access'
import { erasedAfterField } from '../_fields/erased-after'
import { checkUploadContent } from '../Media/hooks/check-upload'

/**
 * Photos of a shopper's car sent with a trade-in valuation (POST /api/trade-in/photos, then the
 * decision names them). Only that server code creates them; staff of the dealer see them with the
 * lead and may delete them, nobody else reads them, not even the shopper who sent them (a photo
 * may show a plate or a face). A photo no lead took lapses a day after its upload; the others go
 * with their lead.
 */
export const TradeInPhotos: CollectionConfig = {
  slug: 'trade-in-photos',
  labels: { singular: 'Trade-in photo', plural: 'Trade-in photos' },
  admin: {
    group: 'Leads',
    defaultColumns: ['filename', 'lead', 'createdAt'],
    description: 'Photos shoppers sent with a trade-in valuation; open the lead to see them with its answers.',
  },
  defaultSort: '-createdAt',
  access: { read: loggedIn, create: () => false, update: () => false, delete: loggedIn },
  upload: {
    staticDir: uploadsFolder('trade-in-photos'),
    mimeTypes: [...ACCEPTED_IMAGE_TYPES],
    pasteURL: false,
    filesRequiredOnCreate: true,
    imageSizes: [{ name: 'thumbnail', width: 400, height: 300, position: 'centre' }],
    adminThumbnail: 'thumbnail',
  },
  hooks: { beforeOperation: [checkUploadContent] },
  fields: [
    { name: 'lead', type: 'relationship', relationTo: 'lead-inbox', index: true, admin: { readOnly: true } },
    erasedAfterField('Photos no lead took only; the others go with their lead.'),
  ],
}
