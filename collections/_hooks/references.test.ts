import { describe, expect, it } from 'vitest'
import { collectReferences } from './references'

const fields = [
  { type: 'text', name: 'title' },
  { type: 'relationship', name: 'tenant', relationTo: 'tenants' },
  { type: 'group', name: 'seo', fields: [{ type: 'upload', name: 'image', relationTo: 'media' }] },
  { type: 'row', fields: [{ type: 'relationship', name: 'related', relationTo: 'pages', hasMany: true }] },
  {
    type: 'tabs',
    tabs: [
      { name: 'theme', fields: [{ type: 'upload', name: 'logo', relationTo: 'media' }] },
      { fields: [{ type: 'relationship', name: 'poly', relationTo: ['pages', 'media'] }] },
    ],
  },
  {
    type: 'blocks',
    name: 'layout',
    blocks: [
      { slug: 'cta', fields: [{ type: 'group', name: 'link', fields: [{ type: 'relationship', name: 'page', relationTo: 'pages' }] }] },
      { slug: 'richText', fields: [{ type: 'richText', name: 'content' }] },
    ],
  },
  { type: 'array', name: 'items', fields: [{ type: 'upload', name: 'logo', relationTo: 'media' }] },
]

describe('references held in a document', () => {
  it('finds relationships and uploads at every depth, stored or populated', () => {
    const data = {
      title: 'x',
      tenant: 1,
      seo: { image: { id: 7, url: '/x.png' } },
      related: [3, { id: 4 }],
      theme: { logo: 8 },
      poly: { relationTo: 'media', value: 9 },
      layout: [
        { blockType: 'cta', link: { page: 5 } },
        {
          blockType: 'richText',
          content: {
            root: {
              children: [
                {
                  type: 'paragraph',
                  children: [{ type: 'link', fields: { linkType: 'internal', doc: { relationTo: 'pages', value: { id: 6 } } } }],
                },
                { type: 'upload', relationTo: 'media', value: 10 },
              ],
            },
          },
        },
      ],
      items: [{ logo: 11 }, { logo: null }],
    }
    expect(collectReferences(fields, data).map((r) => `${r.relationTo}:${r.id}@${r.path}`)).toEqual([
      'tenants:1@tenant',
      'media:7@seo.image',
      'pages:3@related.0',
      'pages:4@related.1',
      'media:8@theme.logo',
      'media:9@poly',
      'pages:5@layout.0.link.page',
      'pages:6@layout.1.content.root.children.0.children.0.fields.doc',
      'media:10@layout.1.content.root.children.1',
      'media:11@items.0.logo',
    ])
  })

  it('finds blocks given by reference and ignores unknown block types and odd shapes', () => {
    const withRefs = [{ type: 'blocks', name: 'layout', blockReferences: ['hero'] }]
    const lookup = (slug: string) => (slug === 'hero' ? { fields: [{ type: 'upload', name: 'image', relationTo: 'media' }] } : undefined)
    expect(
      collectReferences(withRefs, { layout: [{ blockType: 'hero', image: 2 }, { blockType: 'nope', image: 3 }, null] }, lookup),
    ).toEqual([{ relationTo: 'media', id: '2', path: 'layout.0.image' }])
    expect(collectReferences(fields, null)).toEqual([])
    expect(collectReferences(fields, { layout: 'x', items: {}, seo: 5 })).toEqual([])
  })
})
