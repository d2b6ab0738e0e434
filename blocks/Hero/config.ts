import type { Block } from 'payload'
import { linkField } from '@/collections/_fields/link'

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    {
      name: 'variant',
      type: 'radio',
      defaultValue: 'image',
      options: [
        { label: 'Single image', value: 'image' },
        { label: 'Promotions slider', value: 'slider' },
      ],
      admin: { layout: 'horizontal', description: 'Slides are 1920 × 540 (790 high when Tall is chosen).' },
    },
    {
      name: 'height',
      type: 'select',
      defaultValue: 'standard',
      options: [
        { label: 'Standard (540)', value: 'standard' },
        { label: 'Tall (790)', value: 'tall' },
      ],
    },
    {
      name: 'slides',
      type: 'array',
      minRows: 1,
      maxRows: 8,
      required: true,
      labels: { singular: 'Slide', plural: 'Slides' },
      fields: [
        { name: 'heading', type: 'text', required: true },
        { name: 'subheading', type: 'textarea' },
        { name: 'image', type: 'upload', relationTo: 'media', admin: { description: 'Without an image the slide uses the site colours.' } },
        { name: 'ctaLabel', type: 'text', label: 'Button label' },
        linkField({ name: 'cta', label: 'Button link', required: false }),
      ],
    },
  ],
}
