import { describe, expect, test } from 'vitest'
import { contrastProblems, headingOrderProblems, imageAltProblems, vagueLinkProblems } from './accessibility'
import type { HeadingRef, ImageRef, LinkRef } from './extract'

const image = (id: string | null, alt?: string | null): ImageRef => ({
  path: 'layout.0.slides.0.image',
  where: 'Slide 1 → Image',
  id,
  ...(alt !== undefined ? { alt } : {}),
})

describe('imageAltProblems (WCAG 2.2 1.1.1 Non-text content, level A)', () => {
  const library = new Map<string, string | null>([
    ['1', 'A blue sedan on a city street at dusk'],
    ['2', ''],
    ['3', 'IMG_2041.jpg'],
    ['4', '  '],
  ])
  test.each([
    ['described image passes', image('1'), []],
    ['empty alternative text blocks', image('2'), ['block']],
    ['whitespace only blocks', image('4'), ['block']],
    ['a file name for alt text warns', image('3'), ['warn']],
    ['"photo" alone warns', image(null, 'Photo'), ['warn']],
    ['populated reference without alt blocks', image(null, null), ['block']],
    ['an image the library does not know is not judged here', image('99'), []],
  ])('%s', (_, ref, severities) => {
    const problems = imageAltProblems([ref], library)
    expect(problems.map((p) => p.severity)).toEqual(severities)
    for (const p of problems) expect(p).toMatchObject({ rule: 'image-alt', path: ref.path })
  })
})

const h = (level: number, path = 'layout.1.content', text = 'Title'): HeadingRef => ({
  path,
  where: 'Block 2 "Rich text" → Content',
  level,
  text,
})

describe('headingOrderProblems (WCAG 2.2 1.3.1 Info and relationships, technique G141)', () => {
  test.each([
    ['h2 then h3 then h2', [h(2), h(3), h(2)], []],
    ['a field may start at h3 (under a block heading)', [h(3), h(4)], []],
    ['h2 then h4 skips h3', [h(2), h(4)], ['Heading 4 "Title" follows Heading 2: use Heading 3.']],
    ['a field starting at h4 skips h3', [h(4)], ['Heading 4 "Title" follows Heading 2: use Heading 3.']],
    ['h1 in copy is a second main heading', [h(1)], ['Heading 1 "Title": the page already has its main heading. Use Heading 2.']],
    ['each rich-text field starts afresh', [h(2), h(3, 'layout.1.content'), h(3, 'layout.4.content')], []],
  ])('%s', (_, headings, messages) => {
    const problems = headingOrderProblems(headings)
    expect(problems.map((p) => p.message)).toEqual(messages)
    for (const p of problems) expect(p).toMatchObject({ rule: 'heading-order', severity: 'warn' })
  })
})

const link = (text: string | null): LinkRef => ({
  path: 'layout.2.buttons.0.link.url',
  where: 'Block 3 "Call to action" → Button 1 → Link',
  text,
  target: { kind: 'path', path: '/finance' },
})

describe('vagueLinkProblems (WCAG 2.2 2.4.4 Link purpose: "click here"/"read more" alone)', () => {
  test.each([
    ['"Click here"', 'Click here', 1],
    ['"Read more…"', 'Read more…', 1],
    ['"read more →"', 'read more →', 1],
    ['"here"', 'here', 1],
    ['a named destination passes', 'Read more about our finance', 0],
    ['"View offers" passes', 'View offers', 0],
    ['no text (the default label is used) passes', null, 0],
  ])('%s', (_, text, count) => {
    const problems = vagueLinkProblems([link(text)])
    expect(problems).toHaveLength(count)
    for (const p of problems) expect(p).toMatchObject({ rule: 'vague-link', severity: 'warn', path: 'layout.2.buttons.0.link.url' })
  })
})

describe('contrastProblems (WCAG 2.2 1.4.3 Contrast minimum 4.5:1, level AA)', () => {
  const dark = { primary: '#0b3d91', secondary: '#0a1f44' }
  const light = { primary: '#0b3d91', secondary: '#f5e9d8' }
  const hero = (slide: Record<string, unknown>) => ({ layout: [{ blockType: 'richText' }, { blockType: 'hero', slides: [slide] }] })
  test.each([
    ['hero text over the demo navy secondary passes', hero({ heading: 'Hi' }), dark, []],
    ['hero text over a pale secondary without an image blocks', hero({ heading: 'Hi' }), light, ['layout.1.slides.0.heading']],
    ['a slide with an image is not measured', hero({ heading: 'Hi', image: 7 }), light, []],
    ['a tile background with readable text passes', { background: '#0b3d91' }, dark, []],
    ['a white tile under white text blocks', { background: '#ffffff' }, dark, ['background']],
    ['a tile with an image puts text on a dark panel', { background: '#ffffff', image: 3 }, dark, []],
    ['no theme, nothing measured', hero({ heading: 'Hi' }), null, []],
  ])('%s', (_, doc, theme, paths) => {
    const problems = contrastProblems(doc, theme)
    expect(problems.map((p) => p.path)).toEqual(paths)
    for (const p of problems)
      expect(p).toMatchObject({ rule: 'contrast', severity: 'block', message: expect.stringMatching(/below 4\.5:1/) })
  })
})
