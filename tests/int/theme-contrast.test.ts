import { beforeAll, describe, expect, test } from 'vitest'
import type { Payload } from 'payload'
import { DEMO_TENANTS } from '@/tenants/demo'
import { PLATFORM_ADMIN_EMAIL } from '@/src/demo/site'
import { THEME_PRESETS } from '@/src/domain/tenant/theme-presets'
import { login, restClient } from '../helpers/rest'
import { TEST_PASSWORD, tenantBySlug, testPayload, userByEmail } from '../helpers/payload'

let payload: Payload
let config: any
let rest: ReturnType<typeof restClient>
let tenantId: number | string

const SAVED = THEME_PRESETS[0].colours
const coloursOf = async () => (await payload.findByID({ collection: 'tenants', id: tenantId, depth: 0 })).theme?.colors

beforeAll(async () => {
  ;({ payload, config } = await testPayload())
  rest = restClient(config, await login(config, PLATFORM_ADMIN_EMAIL, TEST_PASSWORD))
  const res = await rest.post('tenants', {
    name: 'Contrast Motors',
    slug: 'contrast-motors',
    domains: [{ domain: 'contrast-motors.localhost' }],
    theme: { colors: SAVED },
  })
  expect(res.status).toBe(201)
  tenantId = res.json.doc.id
})

describe('a theme that fails WCAG AA contrast is refused on save', () => {
  test('the demo dealers were seeded with their own colours (each passes AA)', async () => {
    for (const { tenant: demo } of DEMO_TENANTS as { tenant: { slug: string; theme: { colors: Record<string, string> } } }[]) {
      const tenant = await tenantBySlug(payload, demo.slug)
      expect(tenant.theme?.colors).toMatchObject(demo.theme.colors)
    }
  })

  test('a yellow primary is refused with a 400 saying which text fails, beside the fields of each pair, and nothing is written', async () => {
    const res = await rest.patch(`tenants/${tenantId}`, { theme: { colors: { ...SAVED, primary: '#ffcc00' } } })
    expect(res.status).toBe(400)
    const errors = res.json.errors[0].data.errors as { path: string; message: string }[]
    const primary = errors.find((e) => e.path === 'theme.colors.primary')
    expect(primary?.message).toContain('Primary #ffcc00 as link text on Page background #ffffff is 1.5:1; AA needs 4.5:1.')
    // The link pairs name the page background and the panels too: changing either could mend them.
    expect(errors.map((e) => e.path).sort()).toEqual(['theme.colors.background', 'theme.colors.primary', 'theme.colors.surface'])
    expect(errors.find((e) => e.path === 'theme.colors.surface')?.message).toBe(
      'Primary #ffcc00 as link text on Panels #f1f5f9 is 1.3:1; AA needs 4.5:1.',
    )
    expect(await coloursOf()).toMatchObject(SAVED)
  })

  test('a change to one colour is measured against the saved others: both fields of the pair are told', async () => {
    const res = await rest.patch(`tenants/${tenantId}`, { theme: { colors: { text: '#9ca3af' } } })
    expect(res.status).toBe(400)
    const errors = res.json.errors[0].data.errors as { path: string; message: string }[]
    expect(errors.map((e) => e.path).sort()).toEqual(['theme.colors.background', 'theme.colors.surface', 'theme.colors.text'])
    expect(errors.find((e) => e.path === 'theme.colors.background')?.message).toBe(
      'Text #9ca3af on Page background #ffffff is 2.5:1; AA needs 4.5:1.',
    )
    expect((await coloursOf())?.text).toBe(SAVED.text)
  })

  test('the local API refuses the same way (no route is a way around it)', async () => {
    const admin = await userByEmail(payload, PLATFORM_ADMIN_EMAIL)
    await expect(
      payload.update({
        collection: 'tenants',
        id: tenantId,
        data: { theme: { colors: { headerText: '#ffffff', headerBackground: '#f8fafc' } } } as never,
        user: admin,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/Header text/)
    expect(await coloursOf()).toMatchObject(SAVED)
  })

  test('a theme that passes saves, and an edit elsewhere in the tenant is not held up by the theme', async () => {
    const next = THEME_PRESETS[1].colours
    const res = await rest.patch(`tenants/${tenantId}`, { theme: { colors: next } })
    expect(res.status).toBe(200)
    expect(await coloursOf()).toMatchObject(next)
    const renamed = await rest.patch(`tenants/${tenantId}`, { name: 'Contrast Motors Group' })
    expect(renamed.status).toBe(200)
    expect(renamed.json.doc.name).toBe('Contrast Motors Group')
  })
})
