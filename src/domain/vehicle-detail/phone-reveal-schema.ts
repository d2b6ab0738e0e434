// The body of POST /api/cars/{slug}/phone-reveal (phone-reveal-report.ts): three ids, as text.
import { z } from 'zod'
import type { PhoneRevealReport } from './phone-reveal-report'

const id = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .trim()
    .min(1, 'is required')
    .max(max, `must be at most ${max} characters`)

export const phoneRevealSchema = z.object({
  car_id: id(100),
  dealership_id: id(200),
  // A site's id is a number in the admin; the page sends it as text.
  website_id: z.union([id(100), z.number().int().nonnegative().transform(String)], { error: 'must be the site id' }),
}) satisfies z.ZodType<PhoneRevealReport, unknown>
