// Dealer yards in several states for the demo dealerships (a car's location).

export interface Place {
  readonly id: string
  readonly name: string
  readonly city: string
  readonly state: string
  readonly postcode: string
  readonly street: string
  readonly phone: string
}

const p = (id: string, name: string, street: string, city: string, state: string, postcode: string, phone: string): Place => ({
  id,
  name,
  street,
  city,
  state,
  postcode,
  phone,
})

export const DEMO_PLACES: Readonly<Record<string, readonly Place[]>> = {
  'harbour-city-motors': [
    p('hcm-parramatta', 'Harbour City Parramatta', '120 Church St', 'Parramatta', 'NSW', '2150', '02 9630 1100'),
    p('hcm-chatswood', 'Harbour City Chatswood', '45 Victoria Ave', 'Chatswood', 'NSW', '2067', '02 9411 2200'),
    p('hcm-newcastle', 'Harbour City Newcastle', '300 Maitland Rd', 'Newcastle', 'NSW', '2300', '02 4961 3300'),
  ],
  'southern-cross-toyota': [
    p('sct-dandenong', 'Southern Cross Toyota Dandenong', '2 Princes Hwy', 'Dandenong', 'VIC', '3175', '03 9791 4400'),
    p('sct-geelong', 'Southern Cross Toyota Geelong', '88 Latrobe Tce', 'Geelong', 'VIC', '3220', '03 5221 4410'),
  ],
  'southern-cross-mazda': [
    p('scm-ringwood', 'Southern Cross Mazda Ringwood', '410 Maroondah Hwy', 'Ringwood', 'VIC', '3134', '03 9870 5500'),
  ],
  'southern-cross-hyundai': [
    p('sch-springwood', 'Southern Cross Hyundai Springwood', '3350 Pacific Hwy', 'Springwood', 'QLD', '4127', '07 3208 6600'),
  ],
  'southern-cross-kia': [
    p('sck-launceston', 'Southern Cross Kia Launceston', '12 Invermay Rd', 'Launceston', 'TAS', '7248', '03 6331 7700'),
  ],
  'red-centre-caravans': [
    p('rcc-alice', 'Red Centre Caravans Alice Springs', '9 Stuart Hwy', 'Alice Springs', 'NT', '0870', '08 8952 8800'),
    p('rcc-adelaide', 'Red Centre Caravans Adelaide', '650 Main North Rd', 'Gepps Cross', 'SA', '5094', '08 8262 8810'),
    p('rcc-perth', 'Red Centre Caravans Perth', '1500 Albany Hwy', 'Cannington', 'WA', '6107', '08 9350 8820'),
  ],
  'coastline-motorcycles': [
    p('cm-southport', 'Coastline Motorcycles Southport', '88 Ferry Rd', 'Southport', 'QLD', '4215', '07 5591 4200'),
    p('cm-maroochydore', 'Coastline Motorcycles Maroochydore', '21 Aerodrome Rd', 'Maroochydore', 'QLD', '4558', '07 5443 4210'),
  ],
}

/** Yards for generated dealerships without their own (benchmark data), across the states. */
export const GENERIC_PLACES: readonly Place[] = [
  p('gen-syd', 'Sydney', '1 George St', 'Sydney', 'NSW', '2000', '02 9000 0000'),
  p('gen-mel', 'Melbourne', '1 Swanston St', 'Melbourne', 'VIC', '3000', '03 9000 0000'),
  p('gen-bne', 'Brisbane', '1 Queen St', 'Brisbane', 'QLD', '4000', '07 3000 0000'),
  p('gen-adl', 'Adelaide', '1 King William St', 'Adelaide', 'SA', '5000', '08 8000 0000'),
  p('gen-per', 'Perth', '1 Hay St', 'Perth', 'WA', '6000', '08 9200 0000'),
  p('gen-hob', 'Hobart', '1 Elizabeth St', 'Hobart', 'TAS', '7000', '03 6200 0000'),
  p('gen-cbr', 'Canberra', '1 Northbourne Ave', 'Canberra', 'ACT', '2600', '02 6200 0000'),
  p('gen-drw', 'Darwin', '1 Smith St', 'Darwin', 'NT', '0800', '08 8900 0000'),
]
