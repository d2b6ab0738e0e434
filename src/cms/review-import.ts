// POST /api/reviews/import: staff upload a CSV of reviews for their dealer's locations. Every row
// is checked first; one bad row stores nothing, and the answer lists the problems by line. The rows
// are written in one transaction.
import { type Endpoint, commitTransaction, initTransaction, killTransaction } from 'payload'
import { type AccessUser, canEditTenant } from '@/collections/_access/predicates'
import { FIX_ERRORS } from '@/src/domain/leads/forms'
import { reviewRowsFromCsv } from '@/src/domain/locations/review-import'
import { noStoreJson } from '@/src/lib/api-errors'

const answer = noStoreJson

export const importReviewsEndpoint: Endpoint = {
  path: '/import',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return answer(401, { error: 'Sign in to import reviews.' })
    const body = (await req.json?.().catch(() => null)) as { tenant?: unknown; csv?: unknown } | null
    const tenant = typeof body?.tenant === 'number' || typeof body?.tenant === 'string' ? String(body.tenant) : ''
    if (!/^\d{1,12}$/.test(tenant) || typeof body?.csv !== 'string') {
      return answer(400, { error: 'Send { "tenant": <dealer site id>, "csv": "<the file>" }.' })
    }
    if (!canEditTenant(req.user as AccessUser, tenant)) return answer(403, { error: 'You cannot add reviews to this dealer site.' })
    const { rows, problems } = reviewRowsFromCsv(body.csv, new Date())
    const slugs = [...new Set(rows.map((r) => r.location))]
    const { docs } = await req.payload.find({
      collection: 'locations',
      where: { and: [{ tenant: { equals: tenant } }, { slug: { in: slugs } }] },
      depth: 0,
      limit: slugs.length || 1,
      pagination: false,
      select: { slug: true },
      overrideAccess: true,
      req,
    })
    const locationId = new Map(docs.map((d) => [d.slug, d.id]))
    for (const row of rows) {
      if (!locationId.has(row.location))
        problems.push({ line: row.line, message: `Line ${row.line}: this site has no location "${row.location}".` })
    }
    if (problems.length) return answer(400, { error: FIX_ERRORS, problems: problems.sort((a, b) => a.line - b.line).slice(0, 50) })
    const owns = await initTransaction(req)
    try {
      for (const { line: _line, location, ...review } of rows) {
        await req.payload.create({
          collection: 'reviews',
          data: { ...review, location: locationId.get(location)!, tenant: Number(tenant), source: 'imported' },
          overrideAccess: true,
          depth: 0,
          req,
        })
      }
      if (owns) await commitTransaction(req)
    } catch (error) {
      if (owns) await killTransaction(req)
      throw error
    }
    return answer(201, { imported: rows.length, message: `${rows.length} reviews imported.` })
  },
}
