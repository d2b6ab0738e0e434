// The offline default: a fixed table of made-up plates for the demo, of makes the demo stock
// has (docs/trade-in.md lists them). Every other plate is "not found".
import { answered, noAnswer } from '../result'
import type { RegisteredVehicle, RegoLookupProvider } from './types'

export const DEMO_PLATES: Readonly<Record<string, RegisteredVehicle>> = {
  'NSW:TRD22A': { make: 'Toyota', model: 'Corolla', year: 2022, badge: 'ZR', vin: 'JTNB00000X0000001' },
  'VIC:1TR4AV': { make: 'Toyota', model: 'RAV4', year: 2021, badge: 'GXL', vin: 'JTMW00000X0000002' },
  'QLD:123MZD': { make: 'Mazda', model: 'CX-5', year: 2023, badge: 'Touring', vin: 'JM0K00000X0000003' },
  'NSW:HYU30I': { make: 'Hyundai', model: 'i30', year: 2024, badge: 'Active', vin: 'KMHD00000X0000004' },
  'SA:S22KIA': { make: 'Kia', model: 'Sportage', year: 2022, badge: 'SX', vin: 'KNAP00000X0000005' },
  // Too old for an online offer: the valuation answers with the reason.
  'WA:1OLD015': { make: 'Toyota', model: 'Camry', year: 2015, badge: 'Ascent', vin: 'JTNK00000X0000006' },
}

export const offlineRegoProvider: RegoLookupProvider = {
  name: 'offline',
  async ask({ rego, state }) {
    const car = DEMO_PLATES[`${state}:${rego}`]
    return car ? answered(car) : noAnswer
  },
}
