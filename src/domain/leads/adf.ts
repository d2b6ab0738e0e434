// ADF (Auto-lead Data Format) 1.0, the XML most dealer CRMs import leads in (issue 11): one
// <prospect> per lead with its vehicle, customer, vendor (the dealer) and provider (us). The
// element order follows the ADF 1.0 DTD; every text is escaped.

import { type LeadRequest, requestLines } from './request-lines'

export interface AdfLead extends LeadRequest {
  id: string
  createdAt: string
  formTitle: string
  name: string
  lastName: string
  email: string
  phone: string
  postcode: string
  message?: string | null
  preferredContact?: string | null
  car?: { name?: string | null; make?: string | null; model?: string | null; stockNumber?: string | null; carType?: string | null } | null
}

export interface AdfDealer {
  name: string
  site: string
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string)
// Control characters other than tab and newlines are not allowed in XML 1.0 at all.
const clean = (text: string | null | undefined) =>
  escapeXml((text ?? '').replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, ''))

const el = (name: string, text: string | null | undefined, attrs = '') => `<${name}${attrs}>${clean(text)}</${name}>`

/** The model year from a car name such as "2021 Toyota Corolla Ascent" (the lead keeps the name). */
export const yearOf = (name: string | null | undefined) => /^(\d{4})\b/.exec(name ?? '')?.[1] ?? ''

const VEHICLE_STATUS: Record<string, string> = { new: 'new', demo: 'new', used: 'used' }
const PHONE_TIME = 'nopreference'

export function adfXml(lead: AdfLead, dealer: AdfDealer): string {
  const car = lead.car
  const vehicle = [
    `<vehicle interest="buy" status="${VEHICLE_STATUS[car?.carType ?? ''] ?? 'used'}">`,
    el('year', yearOf(car?.name)),
    el('make', car?.make),
    el('model', car?.model),
    car?.stockNumber ? el('stock', car.stockNumber) : '',
    car?.name ? el('comments', car.name) : '',
    '</vehicle>',
  ].join('')
  const contactMethod = lead.preferredContact ? `Preferred contact: ${lead.preferredContact}.` : ''
  const customer = [
    '<customer><contact primarycontact="1">',
    el('name', lead.name, ' part="first"'),
    el('name', lead.lastName, ' part="last"'),
    el('email', lead.email),
    el('phone', lead.phone, ` type="voice" time="${PHONE_TIME}"`),
    `<address>${el('postalcode', lead.postcode)}${el('country', 'AU')}</address>`,
    '</contact>',
    el('comments', [lead.message ?? '', ...requestLines(lead), contactMethod].filter(Boolean).join('\n\n')),
    '</customer>',
  ].join('')
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?adf version="1.0"?>',
    '<adf><prospect status="new">',
    el('id', lead.id, ` sequence="1" source="${clean(dealer.site)}"`),
    el('requestdate', lead.createdAt),
    vehicle,
    customer,
    `<vendor>${el('vendorname', dealer.name)}<contact>${el('name', dealer.name, ' part="full"')}</contact></vendor>`,
    `<provider>${el('name', 'Dealer Platform', ' part="full"')}${el('service', lead.formTitle)}</provider>`,
    '</prospect></adf>',
  ].join('\n')
}
