import { beforeAll, describe, expect, test } from 'vitest'
import type { Payload } from 'payload'
import { footerColumns } from '@/src/components/layout/menu'
import { PLATFORM_ADMIN_EMAIL, editorEmail, seedDemo } from '@/src/demo/site'
import { login, restClient } from '../helpers/rest'
import { TEST_PASSWORD, testPayload, userByEmail } from '../helpers/payload'

let payload: Payload
let config: any
let admin: any

beforeAll(async () => {
  ;({ payload, config } = await testPayload())
  admin = await userByEmail(payload, PLATFORM_ADMIN_EMAIL)
})

describe('creating a tenant from a template (onboarding)', () => {
  test('the new site gets the template’s starter pages, navigation and settings', async () => {
    const tenant = await payload.create({
      collection: 'tenants',
      data: {
        name: 'Coastal Motorcycles',
        slug: 'coastal-motorcycles',
        domains: [{ domain: 'https://www.Coastal-Motorcycles.example.com.au/' }],
        template: 'dealer-starter',
      } as never,
      user: admin,
      overrideAccess: false,
    })
    expect(tenant.domains?.map((d) => d.domain)).toEqual(['coastal-motorcycles.example.com.au'])
    const pages = await payload.find({ collection: 'pages', where: { tenant: { equals: tenant.id } }, limit: 50 })
    expect(pages.docs.map((p) => p.slug).sort()).toEqual([
      'about-us',
      'buying',
      'careers',
      'contact',
      'faqs',
      'finance',
      'fleet',
      'home',
      'privacy-policy',
      'service',
      'terms-and-conditions',
      'trade-in',
      'vehicle-parts-and-accessories',
      'warranty',
    ])
    expect(pages.docs.every((p) => p._status === 'published')).toBe(true)
    const nav = await payload.find({ collection: 'navigation', where: { tenant: { equals: tenant.id } } })
    expect(nav.docs).toHaveLength(1)
    expect(nav.docs[0].header?.map((h) => h.label)).toEqual(['Home', 'Vehicles', 'Offers', 'Our Stock', 'Trade In', 'Service', 'About Us'])
    expect(nav.docs[0].footer?.map((f) => f.heading)).toEqual(['Vehicles', 'Buyer Tools', 'Servicing and Parts', 'Dealership'])
    expect(nav.docs[0].footer?.[3].links?.map((l) => l.label)).toContain('Terms and Conditions')
    const settings = await payload.find({ collection: 'site-settings', where: { tenant: { equals: tenant.id } } })
    expect(settings.docs).toHaveLength(1)
    const locations = await payload.find({ collection: 'locations', where: { tenant: { equals: tenant.id } } })
    expect(locations.docs.map((l) => [l.name, l.primary, l.hours?.map((h) => h.department)])).toEqual([
      ['Main Showroom', true, ['sales', 'service']],
    ])
    expect((await payload.count({ collection: 'offers', where: { tenant: { equals: tenant.id } } })).totalDocs).toBe(1)
    expect((await payload.count({ collection: 'promo-tiles', where: { tenant: { equals: tenant.id } } })).totalDocs).toBe(1)
    // The footer's Blog link waits for the dealer's first post.
    expect(footerColumns(nav.docs[0], { hasPosts: false })[3].links.map((l) => l.label)).not.toContain('Blog')
    expect(footerColumns(nav.docs[0], { hasPosts: true })[3].links.map((l) => l.label)).toContain('Blog')
  })

  test('a domain already used by another dealer is refused with a readable 400 and nothing is written', async () => {
    const rest = restClient(config, await login(config, PLATFORM_ADMIN_EMAIL, TEST_PASSWORD))
    const before = (await payload.count({ collection: 'tenants' })).totalDocs
    const homePages = async () => (await payload.count({ collection: 'pages', where: { slug: { equals: 'home' } } })).totalDocs
    const homesBefore = await homePages()
    const res = await rest.post('tenants', {
      name: 'Copycat',
      slug: 'copycat',
      domains: [{ domain: 'harbour-city-motors.localhost' }],
      template: 'dealer-starter',
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.json)).toContain('harbour-city-motors.localhost already belongs to Harbour City Motors')
    expect((await payload.count({ collection: 'tenants' })).totalDocs).toBe(before)
    expect(await homePages()).toBe(homesBefore)
  })

  test.each([
    ['an invalid domain', { domains: [{ domain: 'not a domain' }] }, 'is not a valid domain name'],
    ['a bad brand colour', { theme: { colors: { primary: 'blue' } } }, 'primary'],
    ['an upper-case slug', { slug: 'Bad Slug' }, 'slug'],
  ])('%s is refused with a 400 naming the problem', async (_n, override, message) => {
    const rest = restClient(config, await login(config, PLATFORM_ADMIN_EMAIL, TEST_PASSWORD))
    const res = await rest.post('tenants', {
      name: 'Bad Dealer',
      slug: 'bad-dealer',
      domains: [{ domain: 'bad-dealer.localhost' }],
      ...override,
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.json)).toContain(message)
    expect((await payload.count({ collection: 'tenants', where: { name: { equals: 'Bad Dealer' } } })).totalDocs).toBe(0)
  })

  test('only platform admins can create tenants', async () => {
    const rest = restClient(config, await login(config, editorEmail('red-centre-caravans'), TEST_PASSWORD))
    const res = await rest.post('tenants', { name: 'Sneaky', slug: 'sneaky', domains: [{ domain: 'sneaky.localhost' }] })
    expect(res.status).toBe(403)
  })
})

describe('media uploads are checked by content', () => {
  const upload = async (bytes: Uint8Array, name: string, type: string) => {
    const rest = restClient(config, await login(config, editorEmail('red-centre-caravans'), TEST_PASSWORD))
    const form = new FormData()
    form.append('file', new Blob([bytes as unknown as ArrayBuffer], { type }), name)
    form.append('_payload', JSON.stringify({ alt: 'Test upload' }))
    return rest.post('media', form)
  }

  test('an SVG renamed to .png is refused with a 400 and no media row', async () => {
    const before = (await payload.count({ collection: 'media' })).totalDocs
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    const res = await upload(svg, 'logo.png', 'image/png')
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.json)).toContain('Only JPEG, PNG, WebP and AVIF')
    expect((await payload.count({ collection: 'media' })).totalDocs).toBe(before)
  })

  test('a real PNG without alt text is refused; with alt text it is stored', async () => {
    const sharp = (await import('sharp')).default
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#00ff00' } })
      .png()
      .toBuffer()
    const rest = restClient(config, await login(config, editorEmail('red-centre-caravans'), TEST_PASSWORD))
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'green.png')
    form.append('_payload', JSON.stringify({}))
    const noAlt = await rest.post('media', form)
    expect(noAlt.status).toBe(400)
    const ok = await upload(new Uint8Array(png), 'green.png', 'image/png')
    if (ok.status !== 201) console.log('UPLOAD', JSON.stringify(ok.json))
    expect(ok.status).toBe(201)
    expect(ok.json.doc.mimeType).toBe('image/png')
  })
})

describe('demo seed', () => {
  test('is idempotent: a second run creates no tenants, pages or users', async () => {
    const counts = async () =>
      Promise.all((['tenants', 'pages', 'users', 'media'] as const).map(async (c) => (await payload.count({ collection: c })).totalDocs))
    const before = await counts()
    const result = await seedDemo(payload, { password: TEST_PASSWORD })
    expect(result.createdTenants).toEqual([])
    expect(await counts()).toEqual(before)
  })

  test('refuses to create demo users under NODE_ENV=production unless asked', async () => {
    await payload.delete({ collection: 'users', where: { email: { equals: editorEmail('red-centre-caravans') } } })
    const lines: string[] = []
    const refused = await seedDemo(payload, { password: TEST_PASSWORD, nodeEnv: 'production', log: (l) => lines.push(l) })
    expect(refused.users).toEqual([])
    expect(lines.join('\n')).toContain('demo users were not created')
    expect((await payload.count({ collection: 'users', where: { email: { equals: editorEmail('red-centre-caravans') } } })).totalDocs).toBe(
      0,
    )
    const allowed = await seedDemo(payload, { password: TEST_PASSWORD, nodeEnv: 'production', allowProductionUsers: true })
    expect(allowed.users.map((u) => u.email)).toContain(editorEmail('red-centre-caravans'))
    expect((await payload.count({ collection: 'users', where: { email: { equals: editorEmail('red-centre-caravans') } } })).totalDocs).toBe(
      1,
    )
  })
})
