/** Fuel running-cost calculator. */
import { roundCents, toNumber } from './money'

export const FUEL_DEFAULTS = {
  /** Dollars per litre. */
  pricePerLitre: 1.7,
  /** Kilometres per week. */
  distancePerWeek: 250,
  /** Litres per 100 km. */
  economy: 10,
} as const

export interface FuelInput {
  distance: unknown
  economy: unknown
  pricePerLitre: unknown
}

/** Cost = distance ÷ 100 × economy × price, 2 decimals; negative entries count as 0. */
export function fuelCost(input: FuelInput): number {
  const [distance, economy, price] = [input.distance, input.economy, input.pricePerLitre].map((v) => Math.max(0, toNumber(v)))
  return roundCents((distance / 100) * economy * price)
}

/**
 * Hidden for electric cars. Hybrids (petrol-electric, plug-in) still burn fuel,
 * so only a fuel description that is electric with no combustion fuel hides it.
 */
export function fuelCalculatorAvailable(fuel: string | null | undefined): boolean {
  const text = (fuel ?? '').toLowerCase()
  const electric = /electric|\bev\b|\bbev\b/.test(text)
  const combustion = /petrol|diesel|hybrid|lpg|unleaded|gas/.test(text)
  return !electric || combustion
}
