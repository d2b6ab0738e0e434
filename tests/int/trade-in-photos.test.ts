// Photos with a trade-in valuation against the real database and upload store: uploaded for the
// visited site (the bytes decide what a file is), named by the decision and taken by its lead in
// the lead's own transaction, shown in its message and ADF; another site's token, a photo another
// lead took, or bad input writes nothing; photos go with their lead, and unsent ones lapse.
import { access } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, test } from 'vitest'
import { uploadsFolder } from '@/collections/_uploads/folder'
import { PHOTO_TOO_LARGE } from '@/src/api/trade-in-photos'
import { POST as photoPOST } from '@/src/app/api/trade-in/photos/route'
import { POST as decisionPOST } from '@/src/app/api/trade-in/decision/route'
import { offerSigner, photoSigner } from '@/src/app/api/trade-in/deps'
import { deliveryLead } from '@/src/cms/lead-delivery'
import { eraseLapsedPhotos } from '@/src/cms/trade-in-photo-erasure'
import { adfXml } from '@/src/domain/leads/adf'
import { MAX_UPLOAD_BYTES } from '@/src/domain/media/sniff-image'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { PHOTO_GONE, PHOTO_MISSING, PHOTO_NOT_VERIFIED, TOO_MANY_PHOTOS, TRADE_IN_PHOTO_LIMIT } from '@/src/domain/trade-in/photos'
import { GROUP, HARBOUR, loadDemoStock } from '../helpers/demo-stock'
import { adfDtdErrors } from '../helpers/lead-samples'
import { testPayload } from '../helpers/payload'
import { decisionBody, valuationOffer } from '../helpers/trade-in'

let payload: Payload
let harbour: TenantConfig
let jpeg: Buffer

let ip = 0
/** Each request from its own client, so the routes' per-IP limits are not what answers. */
function request(path: string, host: string, body: BodyInit, type: string, headers: Record<string, string> = {}) {
  ip += 1
  return new Request(`http://${host}${path}`, {
    method: 'POST',
    headers: { host, 'content-type': type, 'user-agent': 'IntTest/1', 'x-forwarded-for': `192.0.2.${ip % 250}`, ...headers },
    body,
  })
}
const json = async (response: Response) => ({ status: response.status, body: await response.json() })
const upload = async (host: string, bytes: Uint8Array, type = 'image/jpeg', headers: Record<string, string> = {}) =>
  json(await photoPOST(request('/api/trade-in/photos', host, new Uint8Array(bytes), type, headers)))
const decide = async (host: string, body: unknown) =>
  json(await decisionPOST(request('/api/trade-in/decision', host, JSON.stringify(body), 'application/json')))

/** An offer this site signed, as the valuation route answers it. */
const offerFor = (tenant: TenantConfig) => offerSigner.sign({ tenant: String(tenant.id), offer: valuationOffer(new Date()) })

const photoCount = async () => (await payload.count({ collection: 'trade-in-photos', overrideAccess: true })).totalDocs
const leadsOf = async (email: string) =>
  (await payload.find({ collection: 'lead-inbox', where: { email: { equals: email } }, depth: 0, overrideAccess: true })).docs
const photosOfLead = async (leadId: string | number) =>
  (await payload.find({ collection: 'trade-in-photos', where: { lead: { equals: leadId } }, depth: 0, overrideAccess: true })).docs
const photoFile = (filename: string) => path.join(uploadsFolder('trade-in-photos'), filename)
const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  )

beforeAll(async () => {
  ;({ payload } = await testPayload())
  ;({ harbour } = await loadDemoStock())
  jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#b03020' } })
    .jpeg()
    .toBuffer()
})

describe('trade-in photos: upload and send', () => {
  test('a photo is saved for the visited site under a name of its own, and the lead that names it takes it', async () => {
    const uploaded = await upload(HARBOUR, jpeg, 'image/jpeg')
    expect(uploaded.status).toBe(201)
    const claims = photoSigner.read(uploaded.body.token)
    expect(claims).toMatchObject({ tenant: String(harbour.id) })
    const photo = await payload.findByID({ collection: 'trade-in-photos', id: String(claims!.photo), depth: 0, overrideAccess: true })
    expect(photo).toMatchObject({ tenant: harbour.id, mimeType: 'image/jpeg', width: 640, height: 480 })
    expect(photo.filename).toMatch(/^trade-in-[0-9a-f-]{36}\.jpg$/)
    expect(Date.parse(photo.expiresAt!) - Date.now()).toBeGreaterThan(23 * 3_600_000)
    expect(await exists(photoFile(photo.filename!))).toBe(true)
    // A thumbnail for the lead's list in the admin.
    expect(photo.sizes?.thumbnail?.width).toBe(400)

    const second = await upload(HARBOUR, await sharp(jpeg).png().toBuffer(), 'image/png')
    expect(second.status).toBe(201)
    const email = 'trade-in-photos@example.com'
    const sent = await decide(HARBOUR, decisionBody(offerFor(harbour), { email, photos: [uploaded.body.token, second.body.token] }))
    expect(sent.status).toBe(201)
    const [lead] = await leadsOf(email)
    expect(lead.message).toContain('Photos: the shopper sent 2 photos of the car; see them with the lead in the admin.')
    const taken = await photosOfLead(lead.id)
    expect(taken.map((p) => String(p.id)).sort()).toEqual(
      [String(claims!.photo), String(photoSigner.read(second.body.token)!.photo)].sort(),
    )
    expect(taken.every((p) => p.expiresAt === null || p.expiresAt === undefined)).toBe(true)
    // The dealer's ADF says so too, and stays valid against the DTD.
    const adf = adfXml(deliveryLead(lead), { name: harbour.name, site: 'harbour-city-motors' })
    expect(adfDtdErrors(adf)).toBe('')
    expect(adf).toContain('the shopper sent 2 photos of the car')
  })

  test('deleting the lead deletes its photos and their files; photos no lead took lapse after a day', async () => {
    const uploaded = await upload(HARBOUR, jpeg)
    const email = 'trade-in-photos-erased@example.com'
    expect((await decide(HARBOUR, decisionBody(offerFor(harbour), { email, photos: [uploaded.body.token] }))).status).toBe(201)
    const [lead] = await leadsOf(email)
    const [photo] = await photosOfLead(lead.id)
    expect(await exists(photoFile(photo.filename!))).toBe(true)
    await payload.delete({ collection: 'lead-inbox', id: lead.id, overrideAccess: true })
    expect(await photosOfLead(lead.id)).toHaveLength(0)
    expect(await exists(photoFile(photo.filename!))).toBe(false)

    const unsent = await upload(HARBOUR, jpeg)
    const id = String(photoSigner.read(unsent.body.token)!.photo)
    const req = await createLocalReq({}, payload)
    expect(await eraseLapsedPhotos(req, new Date())).toBe(0)
    expect(await eraseLapsedPhotos(req, new Date(Date.now() + 25 * 3_600_000))).toBeGreaterThanOrEqual(1)
    expect(await payload.findByID({ collection: 'trade-in-photos', id, overrideAccess: true, disableErrors: true })).toBeNull()
  })
})

describe('trade-in photos: refusals write nothing', () => {
  test('what is not an image, an empty body, a form post or a file over 10 MB is a 4xx with the reason, and no photo', async () => {
    const before = await photoCount()
    const html = Buffer.from('<html><script>alert(1)</script></html>')
    const notImage = await upload(HARBOUR, html, 'image/png')
    expect(notImage.status).toBe(415)
    expect(notImage.body.error).toMatch(/Only JPEG, PNG, WebP and AVIF images/)
    const empty = await upload(HARBOUR, new Uint8Array(0))
    expect(empty).toMatchObject({ status: 400, body: { error: PHOTO_MISSING } })
    const form = await upload(HARBOUR, jpeg, 'multipart/form-data; boundary=x')
    expect(form.status).toBe(415)
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1)
    big.set(jpeg.subarray(0, 16))
    const tooBig = await upload(HARBOUR, big)
    expect(tooBig).toMatchObject({ status: 413, body: { error: PHOTO_TOO_LARGE } })
    expect(await photoCount()).toBe(before)
  })

  test('another site’s photo, a forged token, a photo another lead took or too many photos: a 400 on photos, and no lead', async () => {
    const email = 'trade-in-photos-refused@example.com'
    const theirs = await upload(GROUP, jpeg)
    expect(theirs.status).toBe(201)
    const [body, signature] = (theirs.body.token as string).split('.')
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString())
    const edited = `${Buffer.from(JSON.stringify({ ...claims, tenant: String(harbour.id) })).toString('base64url')}.${signature}`
    for (const token of [theirs.body.token, edited, 'made-up', 42]) {
      const refused = await decide(HARBOUR, decisionBody(offerFor(harbour), { email, photos: [token] }))
      expect(refused).toMatchObject({ status: 400, body: { fields: { photos: PHOTO_NOT_VERIFIED } } })
    }
    // An offer's token is not a photo's, though the same secret signs both.
    const offerAsPhoto = await decide(HARBOUR, decisionBody(offerFor(harbour), { email, photos: [offerFor(harbour)] }))
    expect(offerAsPhoto.body.fields).toEqual({ photos: PHOTO_NOT_VERIFIED })

    const mine = await upload(HARBOUR, jpeg)
    expect(
      (await decide(HARBOUR, decisionBody(offerFor(harbour), { email: 'trade-in-first@example.com', photos: [mine.body.token] }))).status,
    ).toBe(201)
    const fresh = await upload(HARBOUR, jpeg)
    const taken = await decide(HARBOUR, decisionBody(offerFor(harbour), { email, photos: [fresh.body.token, mine.body.token] }))
    expect(taken).toMatchObject({ status: 400, body: { fields: { photos: PHOTO_GONE } } })
    // Nothing of the refused lead was kept: the fresh photo is still free.
    expect(
      (
        await payload.find({
          collection: 'trade-in-photos',
          where: { id: { equals: String(photoSigner.read(fresh.body.token)!.photo) } },
          overrideAccess: true,
        })
      ).docs[0].lead ?? null,
    ).toBeNull()

    const many = Array.from({ length: TRADE_IN_PHOTO_LIMIT + 1 }, (_, i) => `token-${i}`)
    expect((await decide(HARBOUR, decisionBody(offerFor(harbour), { email, photos: many }))).body.fields).toEqual({
      photos: TOO_MANY_PHOTOS,
    })
    expect(await leadsOf(email)).toHaveLength(0)
  })

  test('nobody reads a photo over the API without signing in', async () => {
    const uploaded = await upload(HARBOUR, jpeg)
    const id = String(photoSigner.read(uploaded.body.token)!.photo)
    const photo = await payload.findByID({ collection: 'trade-in-photos', id, overrideAccess: true })
    await expect(payload.findByID({ collection: 'trade-in-photos', id, overrideAccess: false })).rejects.toThrow()
    expect(photo.url).toBeTruthy()
  })
})
