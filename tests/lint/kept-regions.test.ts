// No silent dead controls: a kept region (<KeptHtml>) is never hydrated, so nothing it reaches may
// be a client component, an event handler or a hook (kept-regions.ts follows what it renders).
import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { analyseKeptRegions, type KeptReport } from './kept-regions'

const root = path.resolve(import.meta.dirname, '../..')
const SITE = ['src', 'blocks']

/** Client modules that work inside kept HTML, each with why. */
const KEPT_SAFE: Record<string, string> = {
  'src/components/ui/KeptHtml.client.tsx': 'a kept region inside another is kept with it',
}

describe('kept regions reach no client component, event handler or hook', () => {
  let site: KeptReport
  beforeAll(() => {
    site = analyseKeptRegions({ root, dirs: SITE, allow: KEPT_SAFE })
  })

  test("the site's regions", () => {
    expect(site.violations).toEqual([])
  })

  test('the check sees every region and the kept panels of a Set-guarded list', () => {
    const { regions, reached } = site
    const files = SITE.flatMap((dir) =>
      fs
        .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx$/.test(file) && fs.readFileSync(path.join(root, dir, file), 'utf8').includes('<KeptHtml'))
        .map((file) => `${dir}/${file.split(path.sep).join('/')}`),
    )
    expect(new Set(regions.map((region) => region.split(':')[0]))).toEqual(new Set(files))
    // The tab panels and page blocks a Set keeps are followed: the lookup into their object is no dead end.
    expect(reached.filter((chain) => /VehicleTabs\.tsx:\d+ <KeptHtml> → content\.\w+$/.test(chain))).not.toEqual([])
    expect(reached.filter((chain) => /RenderBlocks\.tsx:\d+ <KeptHtml> → .*components\.\w+$/.test(chain))).not.toEqual([])
  })

  test('the check fails on the probe: a client component, a hook, a handler and a kept wrapper', () => {
    const probe = 'tests/fixtures/kept-probe'
    const allow = { [`${probe}/ShareLink.client.tsx`]: 'a plain link' }
    const { violations } = analyseKeptRegions({ root, dirs: [probe], allow })
    expect(violations).toEqual([
      `${probe}/KeptSection.tsx:8 <KeptHtml> → {children} (${probe}/KeptSection.tsx:8): the callers' content, which this check cannot follow`,
      `${probe}/Page.tsx:16 <KeptHtml> → FooterLinks (${probe}/FooterLinks.tsx) → NewsletterForm (${probe}/NewsletterForm.client.tsx: 'use client')`,
      `${probe}/Page.tsx:16 <KeptHtml> → FooterLinks (${probe}/FooterLinks.tsx) → Clock (${probe}/Clock.tsx) → useState() (${probe}/Clock.tsx:5)`,
      // The kept 'live' panel; the unkept 'form' panel renders the client component where it works.
      `${probe}/Panels.tsx:25 <KeptHtml> → content.live → Reveal → <button onClick> (${probe}/Panels.tsx:13)`,
    ])
    // Without its allow-list entry, the link's client module is reported too.
    expect(analyseKeptRegions({ root, dirs: [probe], allow: {} }).violations).toContain(
      `${probe}/Page.tsx:16 <KeptHtml> → FooterLinks (${probe}/FooterLinks.tsx) → ShareLink (${probe}/ShareLink.client.tsx: 'use client')`,
    )
  })
})
