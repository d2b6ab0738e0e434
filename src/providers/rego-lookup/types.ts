// Registration lookup providers: the car a rego in a state belongs to.
import { z } from 'zod'
import type { RegoState } from '@/src/domain/trade-in/request'
import type { Provider } from '../result'

export interface RegoQuery {
  /** Letters and digits, upper case (normaliseRego). */
  rego: string
  state: RegoState
}

export const registeredVehicleSchema = z.object({
  make: z.string().trim().min(1).max(60),
  model: z.string().trim().min(1).max(60),
  year: z.number().int().min(1900).max(2100),
  badge: z.string().trim().max(60).optional(),
  vin: z.string().trim().max(17).optional(),
})

export type RegisteredVehicle = z.infer<typeof registeredVehicleSchema>

/** `none`: no car is registered under this rego in this state. */
export type RegoLookupProvider = Provider<RegoQuery, RegisteredVehicle>
