import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { calculatorRepayment, displayRepayment } from '@/src/domain/finance/calculator'
import { initialCalculatorState } from '@/src/domain/finance/defaults'
import { financeSettingsFromTenant } from '@/src/domain/finance/tenant-settings'
import { parseTenantConfig } from '@/src/domain/tenant/tenant-config'
import { parseVehicle } from '@/src/domain/inventory/vehicle'
import { generateVehicles } from '.'
import { CAR_CATALOGUE, FIRST_MODEL_YEAR } from './catalogue'

const now = new Date('2026-03-15T00:00:00Z')

describe('demo stock generator', () => {
  const cars = generateVehicles({ dealership: 'southern-cross-toyota', count: 400, now, franchiseMakes: ['Toyota'] })
  const parsed = cars.map((car) => parseVehicle(car))

  test('every generated row passes the vehicle schema', () => {
    const failures = parsed.flatMap((p, row) => (p.ok ? [] : [{ row, issues: p.issues }]))
    expect(failures).toEqual([])
  })

  test('is reproducible from its seed', () => {
    expect(generateVehicles({ dealership: 'southern-cross-toyota', count: 400, now, franchiseMakes: ['Toyota'] })).toEqual(cars)
    expect(generateVehicles({ dealership: 'southern-cross-toyota', count: 5, now, seed: 'other' })).not.toEqual(cars.slice(0, 5))
  })

  const vehicles = parsed.flatMap((p) => (p.ok ? [p.vehicle] : []))
  const share = (pred: (v: (typeof vehicles)[number]) => boolean) => vehicles.filter(pred).length / vehicles.length

  test('plausible cars: no model older than its generation, prices in line with the model, its age and km', () => {
    const mixed = generateVehicles({ dealership: 'harbour-city-motors', count: 600, now }).flatMap((row) => {
      const p = parseVehicle(row)
      return p.ok ? [p.vehicle] : []
    })
    const specs = new Map(Object.values(CAR_CATALOGUE).flatMap((models) => models.map((spec) => [spec.model, spec] as const)))
    const wrong = mixed.flatMap((v) => {
      const spec = specs.get(v.model ?? '')
      if (!spec) return []
      const first = FIRST_MODEL_YEAR[spec.model]
      const problems: string[] = []
      if (first === undefined) problems.push('no first model year')
      else if ((v.year ?? 0) < first) problems.push(`before ${first}`)
      if ((v.year ?? 0) > 2026) problems.push('from the future')
      const price = Number(v.price ?? 0)
      // A priced car costs at most its new list price, and no less than an eighth of the cheapest
      // new one (the oldest are 13 years old, with the km of that age).
      if (price > 0 && (price > spec.price[1] || price < spec.price[0] * 0.125)) problems.push(`$${price}`)
      return problems.length ? [`${v.year} ${v.make} ${v.model} ${v.car_type}: ${problems.join(', ')}`] : []
    })
    expect(wrong).toEqual([])
  })

  test('a realistic mix: types, statuses, tags, fuels, states', () => {
    expect(share((v) => v.car_type === 'new')).toBeGreaterThan(0.2)
    expect(share((v) => v.car_type === 'used')).toBeGreaterThan(0.35)
    expect(share((v) => v.car_type === 'demo')).toBeGreaterThan(0.05)
    expect(share((v) => v.status === 'sold')).toBeGreaterThan(0.02)
    expect(share((v) => v.status === 'coming_soon')).toBeGreaterThan(0.02)
    expect(vehicles.some((v) => v.reserved)).toBe(true)
    expect(vehicles.some((v) => v.certified)).toBe(true)
    expect(vehicles.some((v) => v.tag)).toBe(true)
    expect(vehicles.some((v) => v.simple_fuel === 'Hybrid')).toBe(true)
    expect(vehicles.some((v) => v.simple_fuel === 'Electric')).toBe(true)
    expect(new Set(vehicles.map((v) => v.state)).size).toBeGreaterThan(0)
  })

  test('new and demo cars are of the franchise make; used cars of any make', () => {
    expect(vehicles.filter((v) => v.car_type !== 'used').every((v) => v.make === 'Toyota')).toBe(true)
    expect(new Set(vehicles.filter((v) => v.car_type === 'used').map((v) => v.make)).size).toBeGreaterThan(5)
  })

  test('stock numbers and VINs are unique; images are local URLs', () => {
    expect(new Set(vehicles.map((v) => v.stocknum)).size).toBe(vehicles.length)
    expect(new Set(vehicles.map((v) => v.vin)).size).toBe(vehicles.length)
    expect(vehicles.every((v) => v.images?.every((i) => i.image.url.startsWith('/api/inventory-images/')))).toBe(true)
  })

  test('some in-stock blue SUVs carry the walk-around video, which shows a blue SUV; no other car does', () => {
    const withVideo = vehicles.filter((v) => v.video_url)
    expect(withVideo.length).toBeGreaterThan(0)
    expect(withVideo.every((v) => v.video_url === '/api/inventory-files/walkaround.mp4' && v.status === 'in_stock')).toBe(true)
    expect(withVideo.every((v) => v.images?.[0]?.image.url.includes('suv-blue'))).toBe(true)
  })

  test('some used cars shown on the website carry a sample history report of their own stock number; no other car does', () => {
    const withReport = vehicles.filter((v) => v.file)
    expect(withReport.length).toBeGreaterThan(0)
    expect(withReport.every((v) => v.car_type === 'used' && v.show_on_dealer_website === true)).toBe(true)
    expect(withReport.every((v) => v.file === `/api/inventory-files/history-${v.stocknum}.pdf`)).toBe(true)
  })

  test('caravans carry their specifications', () => {
    const vans = generateVehicles({ dealership: 'red-centre-caravans', count: 50, now, kind: 'caravans' }).map((car) => parseVehicle(car))
    expect(vans.every((p) => p.ok && p.vehicle.item_type === 'caravan' && p.vehicle.caravan?.sleeps !== undefined)).toBe(true)
    expect(new Set(vans.map((p) => p.ok && p.vehicle.state)).size).toBeGreaterThan(1)
  })
})

describe('demo finance figures', () => {
  const demoTenants = ['harbour-city-motors', 'southern-cross-auto-group', 'red-centre-caravans', 'coastline-motorcycles']
  const financed = generateVehicles({ dealership: 'southern-cross-toyota', count: 120, now })
    .map((car) => parseVehicle(car))
    .flatMap((p) =>
      p.ok && p.vehicle.finance_lenders?.default ? [{ price: p.vehicle.price, lender: p.vehicle.finance_lenders.default }] : [],
    )

  test.each(demoTenants)("on %s, a car's lender figure (the sidebar's “Only $X /wk”) is the calculator's first weekly figure", (slug) => {
    const demo = JSON.parse(readFileSync(`tenants/demo/${slug}.json`, 'utf8'))
    const parsed = parseTenantConfig({ ...demo.tenant, id: 1, domains: ['x.localhost'], theme: {} })
    if (!parsed.ok) throw new Error(parsed.error)
    const settings = financeSettingsFromTenant(parsed.tenant)
    expect(financed.length).toBeGreaterThan(50)
    const disagree = financed.flatMap(({ price, lender }) => {
      const state = { ...initialCalculatorState(price, lender, settings), frequency: 'week' as const }
      const result = calculatorRepayment(state, lender, settings)
      const weekly = result.ok ? displayRepayment(result.payment, 'week').value : null
      return weekly === lender.paymentWeek ? [] : [{ price, lender: lender.paymentWeek, calculator: weekly }]
    })
    expect(disagree).toEqual([])
  })
})
