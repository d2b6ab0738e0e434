// The onboarding checklist finds the starter templates' sample text by its markers: every
// marker must still be written somewhere in the starter content (else it guards nothing), and
// the sample offer, street and phone each template builds a site with must be caught.
import { describe, expect, test } from 'vitest'
import { PAGE_TEMPLATES } from '@/tenants/page-templates'
import { TEMPLATE_OPTIONS, loadTemplate } from '@/tenants/templates'
import { PLACEHOLDER_MARKERS, findPlaceholders } from '@/src/domain/onboarding/checklist'

const starterText = [...TEMPLATE_OPTIONS.map((t) => JSON.stringify(loadTemplate(t.value))), JSON.stringify(PAGE_TEMPLATES)]
  .join('\n')
  .toLowerCase()

const caught = (text: string) => findPlaceholders([{ where: 'x', href: '/x', text }]).length > 0

describe('template placeholder markers', () => {
  test.each(PLACEHOLDER_MARKERS)('%j is written in the starter content', (marker) => {
    expect(starterText).toContain(marker)
  })

  describe.each(TEMPLATE_OPTIONS.map((t) => [t.value, loadTemplate(t.value)] as const))('%s', (_key, content) => {
    test('its sample offers are caught', () => {
      expect(content.offers?.length).toBeGreaterThan(0)
      for (const offer of content.offers ?? []) expect(caught(JSON.stringify(offer))).toBe(true)
    })
    test("its starter locations' street and phone are caught", () => {
      const locations = (content.locations ?? []) as { address?: { street?: string }; phone?: string }[]
      expect(locations.length).toBeGreaterThan(0)
      for (const location of locations) {
        expect(caught(location.address?.street ?? '')).toBe(true)
        expect(caught(location.phone ?? '')).toBe(true)
      }
    })
  })
})
