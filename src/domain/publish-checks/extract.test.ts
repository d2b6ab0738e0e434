import { describe, expect, test } from 'vitest'
import { extract } from './extract'

const text = (t: string) => ({ type: 'text', text: t, format: 0, version: 1 })
const rich = (...children: unknown[]) => ({ root: { type: 'root', children } })

describe('extract: copy, headings, links and images with the field that holds them', () => {
  const page = {
    title: 'Finance',
    slug: 'finance',
    _status: 'published',
    layout: [
      {
        blockType: 'hero',
        variant: 'image',
        slides: [
          { heading: 'Drive today', subheading: 'Low rates', image: 7, ctaLabel: 'Read more', cta: { type: 'custom', url: '/finance' } },
        ],
      },
      {
        blockType: 'richText',
        blockName: 'Intro copy',
        content: rich(
          { type: 'heading', tag: 'h2', children: [text('Why us')] },
          {
            type: 'paragraph',
            children: [
              text('See '),
              { type: 'link', fields: { linkType: 'internal', doc: { relationTo: 'pages', value: 5 } }, children: [text('our team')] },
            ],
          },
          { type: 'upload', relationTo: 'media', value: { id: 9, alt: '' } },
        ),
      },
      { blockType: 'callToAction', heading: 'Ready?', buttons: [{ label: 'Apply', link: { type: 'page', page: 4 } }] },
      { blockType: 'statsBanner', items: [{ value: 50, label: 'Locations', href: '/dealer-locator' }] },
    ],
  }
  const found = extract(page)

  test('texts name their block and field; settings and addresses are not copy', () => {
    expect(found.texts.map((t) => [t.path, t.where, t.group, t.text])).toEqual([
      ['title', 'Title', '', 'Finance'],
      ['layout.0.slides.0.heading', 'Block 1 "Hero" → Slide 1 → Heading', 'layout.0', 'Drive today'],
      ['layout.0.slides.0.subheading', 'Block 1 "Hero" → Slide 1 → Subheading', 'layout.0', 'Low rates'],
      ['layout.0.slides.0.ctaLabel', 'Block 1 "Hero" → Slide 1 → Button label', 'layout.0', 'Read more'],
      ['layout.1.content', 'Block 2 "Intro copy" → Content', 'layout.1', 'Why us'],
      ['layout.1.content', 'Block 2 "Intro copy" → Content', 'layout.1', 'See our team'],
      ['layout.2.heading', 'Block 3 "Call to action" → Heading', 'layout.2', 'Ready?'],
      ['layout.2.buttons.0.label', 'Block 3 "Call to action" → Button 1 → Label', 'layout.2', 'Apply'],
      ['layout.3.items.0.label', 'Block 4 "Stats banner" → Item 1 → Label', 'layout.3', 'Locations'],
    ])
  })

  test('links: link fields (with their label), rich-text links and path fields', () => {
    expect(found.links).toEqual([
      {
        path: 'layout.0.slides.0.cta.url',
        where: 'Block 1 "Hero" → Slide 1 → Button link',
        text: 'Read more',
        target: { kind: 'path', path: '/finance' },
      },
      { path: 'layout.1.content', where: 'Block 2 "Intro copy" → Content', text: 'our team', target: { kind: 'page', id: '5' } },
      {
        path: 'layout.2.buttons.0.link.page',
        where: 'Block 3 "Call to action" → Button 1 → Link',
        text: 'Apply',
        target: { kind: 'page', id: '4' },
      },
      {
        path: 'layout.3.items.0.href',
        where: 'Block 4 "Stats banner" → Item 1 → Link path',
        text: 'Locations',
        target: { kind: 'path', path: '/dealer-locator' },
      },
    ])
  })

  test('images by id or populated, and rich-text headings', () => {
    expect(found.images).toEqual([
      { path: 'layout.0.slides.0.image', where: 'Block 1 "Hero" → Slide 1 → Image', id: '7' },
      { path: 'layout.1.content', where: 'Block 2 "Intro copy" → Content', id: '9', alt: null },
    ])
    expect(found.headings).toEqual([{ path: 'layout.1.content', where: 'Block 2 "Intro copy" → Content', level: 2, text: 'Why us' }])
  })

  test('outside blocks, the enclosing group is the group (site settings announcement)', () => {
    const { texts, links } = extract({
      announcement: { enabled: true, message: 'Sale', linkLabel: 'View offers', link: { type: 'custom', url: '/special-offers' } },
    })
    expect(texts.map((t) => [t.path, t.where, t.group])).toEqual([
      ['announcement.message', 'Announcement bar → Message', 'announcement'],
      ['announcement.linkLabel', 'Announcement bar → Link label', 'announcement'],
    ])
    expect(links[0]).toMatchObject({ path: 'announcement.link.url', text: 'View offers' })
  })
})
