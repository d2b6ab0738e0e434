// One car on paper: what the printable view (/print?car_id={slug}) and the downloaded {slug}.pdf
// both show, built once so the two never disagree: heading, price, the first photo, Car Summary
// with Key Information, Car Details, the dealer's details and the repayment disclaimer.
import { REPAYMENT_DISCLAIMER } from '@/src/domain/finance/disclaimer'
import { formatMoney } from '@/src/domain/finance/money'
import { priceDisplay } from '@/src/domain/inventory/card'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { type DetailCar, headingOf, subheadingOf } from './car'
import { dealerPhone } from './phone-reveal'
import { type SpecRow, carSpecification, carSummary, keyInformation } from './spec-rows'

type SheetTenant = Pick<TenantConfig, 'name' | 'phones' | 'labels'> & {
  features: Pick<TenantConfig['features'], 'unregisteredText'>
}

export interface PrintSheet {
  heading: string
  subheading: string | null
  price: string
  priceType: string | null
  sold: boolean
  photo: string | null
  summary: SpecRow[]
  details: SpecRow[]
  dealer: { name: string; location: string | null; address: string | null; phone: string | null }
  disclaimer: string
  printedOn: string
}

export function printSheet(car: DetailCar, tenant: SheetTenant, now: Date): PrintSheet {
  const price = priceDisplay(car, tenant)
  const phone = dealerPhone({ tenant: tenant.phones, location: car.location?.phone }, car.car_type, true)
  const address = car.location?.address
  return {
    heading: headingOf(car),
    subheading: subheadingOf(car) || null,
    price: price.kind === 'price' ? formatMoney(price.amount) : price.text,
    priceType: price.kind === 'price' ? price.priceType : null,
    sold: car.status === 'sold',
    photo: car.images[0]?.image.url ?? car.primary_image_url ?? null,
    summary: [...carSummary(car), ...keyInformation(car, now, { unregisteredText: tenant.features.unregisteredText })],
    details: carSpecification(car),
    dealer: {
      name: tenant.name,
      location: car.location_name || null,
      address: address ? [address.street, address.city, address.state, address.postcode].filter(Boolean).join(', ') || null : null,
      phone: phone ? `Phone ${phone.display}` : null,
    },
    disclaimer: REPAYMENT_DISCLAIMER,
    printedOn: `Printed ${now.toLocaleDateString('en-AU', { timeZone: 'Australia/Sydney' })}. Prices and availability can change.`,
  }
}

/** Where the car's PDF is drawn (GET; the route under /cars/{slug}). */
export const carPdfPath = (slug: string) => `/cars/${encodeURIComponent(slug)}/pdf`

/** The downloaded file's name ({slug}.pdf). */
export const pdfFileName = (slug: string) => `${slug.replace(/[^A-Za-z0-9._-]+/g, '-')}.pdf`

/** The PDF route's answer for a car this site does not list (the button shows it in an alert). */
export const CAR_PDF_GONE = 'This car is no longer listed on this site, so its PDF cannot be made.'
