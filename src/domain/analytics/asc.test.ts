import { describe, expect, test } from 'vitest'
import { ASC_EVENT_OWNER, ascEventsFor, ascItem, ascPageType } from './asc'
import { carAnalytics } from './car'

const CAR = carAnalytics(
  {
    id: '1042',
    slug: '2021-toyota-corolla-ascent-sport-1042',
    dealership_id: 'D-77',
    dealership_slug: 'harbour-city-motors',
    make: 'Toyota',
    model: 'Corolla',
    year: 2021,
    car_type: 'used',
    certified: false,
    price: 24990,
    vin: 'JTNB23HE10J012345',
    stocknum: 'U1042',
    badge: 'Ascent Sport',
    colour: 'Silver',
    simple_body: 'hatch',
    simple_fuel: 'Petrol',
    fuel: undefined,
  },
  7,
)

const ITEM = {
  item_id: 'JTNB23HE10J012345',
  item_number: 'U1042',
  item_price: '24990',
  item_condition: 'used',
  item_year: '2021',
  item_make: 'Toyota',
  item_model: 'Corolla',
  item_variant: 'Ascent Sport',
  item_color: 'Silver',
  item_type: 'hatch',
  item_fuel_type: 'Petrol',
}

describe('ASC page type of a site path', () => {
  test.each([
    ['/', 'home'],
    ['/cars/2021-toyota-corolla-1042', 'item'],
    ['/cars/2021-toyota-corolla-1042/', 'item'],
    ['/print', 'item'],
    ['/search', 'itemlist'],
    ['/search/used-cars', 'itemlist'],
    ['/finance', 'finance'],
    ['/finance-application', 'finance'],
    ['/service', 'service'],
    ['/special-offers', 'specials'],
    ['/offers/june-sale', 'specials'],
    ['/contact-us', 'contact'],
    ['/dealer-locator', 'contact'],
    ['/about-us', 'custom'],
    ['/searching', 'custom'],
    ['/cars', 'custom'],
    ['', 'home'],
  ])('%s is %s', (path, expected) => {
    expect(ascPageType(path)).toBe(expected)
  })
})

describe('ASC item fields of a car', () => {
  test('every fact the car has, as strings; the VIN is the item id', () => {
    expect(ascItem(CAR)).toEqual(ITEM)
  })

  test.each([
    ['new', false, 'new'],
    ['used', false, 'used'],
    ['used', true, 'cpo'],
    ['demo', false, 'used'],
    ['demo', true, 'cpo'],
    ['new', true, 'new'],
  ] as const)('a %s car (certified %s) is %s', (condition, certified, expected) => {
    expect(ascItem({ ...CAR, condition, certified }).item_condition).toBe(expected)
  })

  test('without a VIN the feed id names the item; unknown facts are left out, not sent empty', () => {
    const { vin: _vin, price: _price, stock_number: _stock, ...rest } = CAR
    const item = ascItem(rest)
    expect(item.item_id).toBe('1042')
    expect(item).not.toHaveProperty('item_price')
    expect(item).not.toHaveProperty('item_number')
    expect(ascItem({ car_id: 'x' })).toEqual({ item_id: 'x' })
  })
})

const base = (page_type: string) => ({ event_owner: ASC_EVENT_OWNER, page_type })

describe('our events as ASC events', () => {
  test('4 used vehicle detail view is asc_item_pageview with the car', () => {
    expect(ascEventsFor(4, CAR, '/cars/x')).toEqual([{ event: 'asc_item_pageview', ...base('item'), ...ITEM }])
  })

  test('25 phone click is asc_click_to_call with the number, sales department and the car', () => {
    expect(ascEventsFor(25, { ...CAR, phone_number: '0295550140' }, '/cars/x')).toEqual([
      {
        event: 'asc_click_to_call',
        ...base('item'),
        comm_type: 'voice',
        comm_phone_number: '0295550140',
        department: 'sales',
        affiliation: 'native',
        ...ITEM,
      },
    ])
  })

  test('26 finance calculator use is asc_element_configuration of the payment calculator', () => {
    expect(ascEventsFor(26, { calculator: 'sidebar' }, '/cars/x')).toEqual([
      {
        event: 'asc_element_configuration',
        ...base('item'),
        element_type: 'payment_calculator',
        element_text: 'sidebar',
        event_action: 'calculate',
        event_action_result: 'calculate',
      },
    ])
  })

  test.each([
    ['favourite', 'favorite'],
    ['watchlist', 'watchlist'],
  ])('39 save (%s) is asc_cta_interaction of element %s', (kind, element) => {
    expect(ascEventsFor(39, { car_id: 'abc', kind }, '/search')).toEqual([
      {
        event: 'asc_cta_interaction',
        ...base('itemlist'),
        element_type: element,
        element_text: 'Save',
        event_action: 'click',
        event_action_result: 'save',
        item_id: 'abc',
      },
    ])
  })

  test('49 search page view is asc_itemlist_pageview', () => {
    expect(ascEventsFor(49, { search_path: '/search?make=Toyota' }, '/search')).toEqual([
      { event: 'asc_itemlist_pageview', ...base('itemlist') },
    ])
  })

  test('60 history report is asc_cta_interaction opening the report, with its address and the car', () => {
    expect(ascEventsFor(60, { ...CAR, link_url: '/api/inventory-files/history-U1042.pdf' }, '/cars/x')).toEqual([
      {
        event: 'asc_cta_interaction',
        ...base('item'),
        element_type: 'history_report',
        element_text: 'Vehicle History Report',
        event_action: 'click',
        event_action_result: 'open',
        link_url: '/api/inventory-files/history-U1042.pdf',
        ...ITEM,
      },
    ])
  })

  test.each([
    ['print', 'Print', 'print'],
    ['pdf', 'PDF', 'download'],
  ])('61 print (%s) is asc_cta_interaction: %s, %s', (format, text, result) => {
    expect(ascEventsFor(61, { ...CAR, format }, '/cars/x')).toEqual([
      {
        event: 'asc_cta_interaction',
        ...base('item'),
        element_type: 'print',
        element_text: text,
        event_action: 'click',
        event_action_result: result,
        ...ITEM,
      },
    ])
  })

  test('an id with no ASC counterpart becomes nothing', () => {
    expect(ascEventsFor(999, CAR, '/cars/x')).toEqual([])
    expect(ascEventsFor(1, CAR, '/cars/x')).toEqual([])
  })
})

describe('leads as ASC form submissions: the general event and the department’s', () => {
  const lead = (form: string) => ({ ...CAR, form, lead_id: 'L-100' })
  const submission = (department: string, formType: string, form: string) => ({
    ...base('item'),
    comm_type: 'form',
    comm_outcome: 'crm_update',
    department,
    form_name: form,
    form_type: formType,
    lead_id: 'L-100',
    ...ITEM,
  })

  test.each([
    ['14 enquiry (new)', 14, 'enquiry', 'sales', 'consumer_contact', 'asc_form_submission_sales'],
    ['15 enquiry (used)', 15, 'enquiry', 'sales', 'consumer_contact', 'asc_form_submission_sales'],
    ['17 new test drive', 17, 'test-drive', 'sales', 'test_drive', 'asc_form_submission_sales_appt'],
    ['48 used test drive', 48, 'test-drive', 'sales', 'test_drive', 'asc_form_submission_sales_appt'],
    ['17 for a Test Drive Only car’s enquiry', 17, 'enquiry', 'sales', 'test_drive', 'asc_form_submission_sales_appt'],
    ['9 finance form', 9, 'finance', 'sales', 'finance', 'asc_form_submission_sales'],
    ['22 request photos', 22, 'request-photos', 'sales', 'consumer_contact', 'asc_form_submission_sales'],
    ['22 trade-in', 22, 'trade-in', 'trade', 'trade_in', 'asc_form_submission_sales'],
    ['18 trade-in offer accepted', 18, 'trade-in-offer', 'trade', 'trade_in', 'asc_form_submission_sales'],
    ['22 service', 22, 'service', 'service', 'service', 'asc_form_submission_service'],
  ] as const)('%s', (_name, id, form, department, formType, variant) => {
    expect(ascEventsFor(id, lead(form), '/cars/x')).toEqual([
      { event: 'asc_form_submission', ...submission(department, formType, form) },
      { event: variant, ...submission(department, formType, form) },
    ])
  })

  test('51 careers is a form submission of no sales department, and only the general one', () => {
    const events = ascEventsFor(51, { form: 'contact', lead_id: 'L-7' }, '/contact-us')
    expect(events).toEqual([
      {
        event: 'asc_form_submission',
        ...base('contact'),
        comm_type: 'form',
        comm_outcome: 'crm_update',
        department: 'other',
        form_name: 'contact',
        form_type: 'careers',
        lead_id: 'L-7',
      },
    ])
  })
})
