import { describe, expect, test } from 'vitest'
import { FUEL_DEFAULTS, fuelCalculatorAvailable, fuelCost } from './fuel'

describe('fuelCost (distance ÷ 100 × economy × price)', () => {
  test.each([
    ['defaults: 250 ÷ 100 × 10 × 1.70 = 42.50', FUEL_DEFAULTS.distancePerWeek, FUEL_DEFAULTS.economy, FUEL_DEFAULTS.pricePerLitre, 42.5],
    ['2 decimals: 333 ÷ 100 × 7.3 × 1.899 = 46.162791 -> 46.16', 333, 7.3, 1.899, 46.16],
    ['2 decimals: 123 ÷ 100 × 6.5 × 2.01 = 16.069850 -> 16.07', 123, 6.5, 2.01, 16.07],
    ['non-numeric distance becomes 0', 'far', 10, 1.7, 0],
    ['negative economy counts as 0', 250, -5, 1.7, 0],
    ['text entries are read', '500', '8', '$2.00', 80],
  ])('%s', (_name, distance, economy, pricePerLitre, expected) => {
    expect(fuelCost({ distance, economy, pricePerLitre })).toBe(expected)
  })
})

describe('fuelCalculatorAvailable (hidden for electric fuel)', () => {
  test.each([
    ['Electric', false],
    ['electric - battery', false],
    ['EV', false],
    ['Petrol', true],
    ['Diesel', true],
    ['Petrol - Electric (hybrid)', true],
    ['Plug-in Hybrid Electric', true],
    ['Premium Unleaded Petrol', true],
    ['', true],
    [null, true],
  ])('fuel %s -> %s', (fuel, expected) => {
    expect(fuelCalculatorAvailable(fuel)).toBe(expected)
  })
})
