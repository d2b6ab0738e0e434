// Accessibility of editor content, after WCAG 2.2. Blocking: an image with no
// alternative text (1.1.1, level A) and text below 4.5:1 contrast (1.4.3, AA). Warnings: a
// heading that skips a level (1.3.1, technique G141) and a link whose text alone says nothing
// (2.4.4: it can pass in context, so editors decide).
import { contrastRatio, readableOn } from '@/src/domain/tenant/theme'
import { heroTextColours, ratioText } from '@/src/domain/tenant/theme-contrast'
import type { HeadingRef, ImageRef, LinkRef } from './extract'
import type { CheckContext, Problem } from './types'

/** Alternative text that only repeats a file name or says "image". */
const PLACEHOLDER_ALT =
  /^(?:image|img|photo|picture|pic|banner|hero|graphic|untitled|logo|[\w-]+\.(?:jpe?g|png|webp|gif|avif|svg)|(?:img|dsc|pxl)[_-]?\d+)$/i

export function imageAltProblems(images: readonly ImageRef[], mediaAlt: CheckContext['mediaAlt']): Problem[] {
  return images.flatMap((image): Problem[] => {
    const alt = image.alt !== undefined ? image.alt : image.id !== null && mediaAlt.has(image.id) ? mediaAlt.get(image.id) : undefined
    if (alt === undefined) return []
    const text = (alt ?? '').trim()
    if (!text)
      return [
        {
          rule: 'image-alt',
          severity: 'block',
          path: image.path,
          where: image.where,
          message: 'The image has no alternative text. Describe it in the media library.',
        },
      ]
    if (PLACEHOLDER_ALT.test(text))
      return [
        {
          rule: 'image-alt',
          severity: 'warn',
          path: image.path,
          where: image.where,
          message: `The image's alternative text "${text}" does not describe it. Say what it shows.`,
        },
      ]
    return []
  })
}

/**
 * Within each rich-text field, a heading goes at most one level below the one before it. The
 * page's own h1 and the blocks' h2 headings come first, so a field starts below h2 (h2 or h3);
 * an h1 in copy is a second main heading.
 */
export function headingOrderProblems(headings: readonly HeadingRef[]): Problem[] {
  const problems: Problem[] = []
  let field: string | null = null
  let previous = 2
  for (const heading of headings) {
    if (heading.path !== field) [field, previous] = [heading.path, 2]
    const label = heading.text ? ` "${heading.text.slice(0, 60)}"` : ''
    if (heading.level === 1)
      problems.push({ ...at(heading), message: `Heading 1${label}: the page already has its main heading. Use Heading 2.` })
    else if (heading.level > previous + 1)
      problems.push({
        ...at(heading),
        message: `Heading ${heading.level}${label} follows Heading ${previous}: use Heading ${previous + 1}.`,
      })
    previous = Math.max(heading.level, 2)
  }
  return problems
}
const at = (h: HeadingRef) => ({ rule: 'heading-order' as const, severity: 'warn' as const, path: h.path, where: h.where })

/** Link text that names no destination when read alone (screen readers list links out of context). */
const VAGUE = new Set([
  'click here',
  'click',
  'here',
  'read more',
  'more',
  'learn more',
  'this link',
  'link',
  'more info',
  'more information',
  'go',
])

export function vagueLinkProblems(links: readonly LinkRef[]): Problem[] {
  return links.flatMap((link): Problem[] => {
    const text = (link.text ?? '')
      .toLowerCase()
      .replace(/[^a-z ]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
    if (!VAGUE.has(text)) return []
    return [
      {
        rule: 'vague-link',
        severity: 'warn',
        path: link.path,
        where: link.where,
        message: `The link text "${link.text}" does not say where it goes. Name the destination, e.g. "View our finance offers".`,
      },
    ]
  })
}

/** WCAG 1.4.3 minimum for body-size text. */
export const MIN_CONTRAST = 4.5

type Data = Record<string, unknown>

/**
 * Hero slides without an image draw white text over the site's secondary colour under the
 * gradient; promo tiles without an image draw the text colour chosen for the primary colour over
 * their own background. A slide or tile with an image is not measured (its pixels are unknown;
 * tiles put their text on a dark panel).
 */
export function contrastProblems(doc: Data, theme: CheckContext['theme']): Problem[] {
  if (!theme) return []
  const problems: Problem[] = []
  const layout = Array.isArray(doc.layout) ? (doc.layout as Data[]) : []
  layout.forEach((block, b) => {
    if (block?.blockType !== 'hero' || !Array.isArray(block.slides)) return
    ;(block.slides as Data[]).forEach((slide, s) => {
      if (slide?.image) return
      const { text, background } = heroTextColours(theme.secondary)
      const ratio = contrastRatio(text, background)
      if (ratio >= MIN_CONTRAST) return
      problems.push({
        rule: 'contrast',
        severity: 'block',
        path: `layout.${b}.slides.${s}.heading`,
        where: `Block ${b + 1} "Hero" → Slide ${s + 1} → Heading`,
        message: `White text over the site's secondary colour ${theme.secondary} has a contrast of ${ratioText(ratio)}, below ${MIN_CONTRAST}:1. Add an image to the slide or darken the site's secondary colour.`,
      })
    })
  })
  if (typeof doc.background === 'string' && /^#[0-9a-f]{6}$/i.test(doc.background) && !doc.image) {
    const ratio = contrastRatio(doc.background, readableOn(theme.primary))
    if (ratio < MIN_CONTRAST)
      problems.push({
        rule: 'contrast',
        severity: 'block',
        path: 'background',
        where: 'Background',
        message: `The tile's text over ${doc.background} has a contrast of ${ratioText(ratio)}, below ${MIN_CONTRAST}:1. Choose a ${readableOn(theme.primary) === '#ffffff' ? 'darker' : 'lighter'} colour.`,
      })
  }
  return problems
}
