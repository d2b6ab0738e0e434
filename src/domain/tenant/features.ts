/**
 * Every rule that only some dealers want, as a named switch (DESIGN convention 2).
 * One table drives the zod schema, the defaults (all off) and the admin checkboxes,
 * so a new switch is one row here. Code reads them as `tenant.features.<key>`.
 */
export interface FeatureDefinition {
  label: string
  help: string
  group: 'search' | 'vehicle' | 'finance' | 'leads' | 'marketing'
  /** Where on the site its effect shows: a path, or 'car' for any car's page. */
  shownAt: string
  /**
   * Set while no code reads the switch yet: the part of the product that will (DESIGN
   * convention 12). The admin shows it read-only as "coming soon", and a test fails when a
   * switch is neither read nor marked, or is marked but already read.
   */
  comingSoon?: string
}

export const FEATURES = {
  reserveOnline: {
    label: 'Reserve online with a deposit',
    help: 'Cars that can be bought get a Reserve button on search cards, and Reserve Car Now and a Reserve Online tab on car pages, leading to /cars/{slug}/checkout, where shoppers pay the deposit and the car is held for the hold hours. Off: no Reserve button or tab anywhere; shoppers use Enquire Now.',
    group: 'search',
    shownAt: '/search',
  },
  buyOnlinePath: {
    label: 'Reserve page at /buy-online (instead of /checkout)',
    help: 'Reserve buttons go to /cars/{slug}/buy-online rather than /cars/{slug}/checkout.',
    group: 'search',
    shownAt: '/search',
  },
  fuelTypeTags: {
    label: 'Electric and hybrid tags',
    help: 'Electric and hybrid cars carry an "Electric" or "Hybrid" tag on their search cards, in place of any other tag except "Just Sold".',
    group: 'search',
    shownAt: '/search',
  },
  certifiedPreOwned: {
    label: 'Certified pre-owned badge',
    help: 'Used cars marked certified, of the make set on the Inventory tab, carry a certified pre-owned badge on their search cards, and their car pages (until sold) a Certified Pre-Owned block with the points set under Labels and wording.',
    group: 'search',
    shownAt: '/search',
  },
  certifiedOnlyFacet: {
    label: 'Certified-only filter',
    help: 'The search page’s Certified filter offers only "Certified", without a "Not certified" choice.',
    group: 'search',
    shownAt: '/search',
  },
  collapseSoldCars: {
    label: 'In results, show only the first of several sold cars in a row',
    help: 'Where sold cars follow one another in search results, only the first of them is shown; a page of sold cars only shows one.',
    group: 'search',
    shownAt: '/search',
  },
  priceAscRequiresPrice: {
    label: 'Lowest-price sort hides unpriced cars',
    help: 'Sorting by lowest price leaves out cars without a price.',
    group: 'search',
    shownAt: '/search?sortBy=cars_price_asc',
  },
  randomPromoPosition: {
    label: 'Randomise the promo card position',
    help: 'Puts each promo tile at a random card position instead of its configured ones.',
    group: 'search',
    shownAt: '/search',
  },
  resultsCarousel: {
    label: 'Results carousel',
    help: 'Shows the vehicle page’s similar cars, and page Search grids left on the site default, as a carousel with previous and next arrows.',
    group: 'search',
    shownAt: 'car',
  },
  viewCount: {
    label: 'Show view counts',
    help: 'Car cards show how many times the car was viewed.',
    group: 'search',
    shownAt: '/search',
  },
  justSoldTag: {
    label: '"Just Sold" tag',
    help: 'Sold cars still shown in search results carry a "Just Sold" tag, in place of any other tag.',
    group: 'vehicle',
    shownAt: '/search',
  },
  justArrivedTag: {
    label: '"JUST ARRIVED" tag',
    help: 'Cars added in the last 8 days are tagged "JUST ARRIVED" instead of "New".',
    group: 'vehicle',
    shownAt: '/search',
  },
  favourites: {
    label: 'Favourites',
    help: 'Shoppers save cars with the heart on cards and car pages, kept in their browser (no sign-in) and listed at /favourites. With the watchlist on too, they move to My Garage when the shopper signs in.',
    group: 'vehicle',
    shownAt: '/favourites',
  },
  compare: {
    label: 'Compare cars',
    help: 'Shoppers can put up to 4 cars side by side from car pages, kept in their browser (no sign-in), at /compare.',
    group: 'vehicle',
    shownAt: '/compare',
  },
  compareNeedsPriceAndImages: {
    label: 'Compare only priced cars with images',
    help: 'Cars without a price or without photos cannot be added to Compare.',
    group: 'vehicle',
    shownAt: 'car',
  },
  watchlist: {
    label: 'Watchlist (sign-in)',
    help: 'Shoppers sign in with their mobile number and a texted code, and the cars they save with the heart (on cards and car pages) are kept in My Garage, on any device.',
    group: 'vehicle',
    shownAt: '/my-garage',
  },
  unregisteredText: {
    label: 'Show "Unregistered" for expired rego',
    help: 'On car pages, a registration that has expired reads "Unregistered". Off: the expiry is left out.',
    group: 'vehicle',
    shownAt: 'car',
  },
  galleryFirst: {
    label: 'Photos open before the 360° spin',
    help: 'Car pages of cars with a 360° view open on the photos instead of the spin.',
    group: 'vehicle',
    shownAt: 'car',
  },
  spinAutoRotate: {
    label: '360° spin turns by itself',
    help: 'Once its frames have loaded, the 360° view turns every 100 ms until the shopper drags, presses a key or Auto-rotate (never under reduced motion).',
    group: 'vehicle',
    shownAt: 'car',
  },
  phoneStartsRevealed: {
    label: 'Phone numbers start revealed',
    help: 'Car pages show the dealer’s phone number in full, instead of partly hidden until the shopper clicks it.',
    group: 'vehicle',
    shownAt: 'car',
  },
  hideTestDriveForComingSoon: {
    label: 'No test drive for coming-soon cars',
    help: 'Cars that are coming soon have no test-drive button.',
    group: 'vehicle',
    shownAt: 'car',
  },
  printButton: {
    label: 'Print button',
    help: 'Shows a Print button on vehicle pages: a printable view of the car (save as PDF from the print dialog).',
    group: 'vehicle',
    shownAt: 'car',
  },
  salesCounter: {
    label: '"Sales this Month" counter',
    help: 'Car pages show a "Sales this Month" counter: a figure that grows through the month at a set pace (192 a day), not your own sales.',
    group: 'vehicle',
    shownAt: 'car',
  },
  priceComparison: {
    label: 'Market price comparison (used cars)',
    help: 'Pages of used cars for sale show how their price compares with similar cars on the market.',
    group: 'vehicle',
    shownAt: 'car',
  },
  financeModal: {
    label: 'Finance enquiry opens in a pop-up',
    help: 'Get Finance Now on car pages opens a "Finance Enquiry" form over the page instead of going to the finance page (cars behind the finance sign-in go there instead).',
    group: 'finance',
    shownAt: 'car',
  },
  gatedFinance: {
    label: 'Finance page needs sign-in',
    help: 'Get Finance Now on the pages of cars that can be bought leads to /personalised/finance (before any finance pop-up): shoppers sign in with their mobile number, then see the car, its finance calculator and the finance form.',
    group: 'finance',
    shownAt: 'car',
  },
  gatedTradeIn: {
    label: 'Trade-in valuation needs sign-in',
    help: "A car's trade-in valuation page (/cars/trade-in?car_id=) asks shoppers to sign in with their mobile number first, then comes back.",
    group: 'finance',
    shownAt: 'car',
  },
  onlinePurchase: {
    label: 'Online Purchase',
    help: 'Vehicle pages of cars that can be reserved offer Online Purchase (/checkout-journey): signed in, the shopper chooses how to pay, any trade-in and pick up or delivery, pays the holding deposit, and the order reaches you as an "Online Purchase" lead. Needs online reservations.',
    group: 'finance',
    shownAt: 'car',
  },
  gatedCheckout: {
    label: 'Reserving online needs sign-in',
    help: 'Shoppers sign in with their mobile number before they reserve a car online; the reservation is then kept in their My Garage.',
    group: 'finance',
    shownAt: 'car',
  },
  financeQuotes: {
    label: 'Live finance quotes',
    help: 'Car pages ask the finance provider for a live repayment quote when the car has a price but no quote from your stock feed.',
    group: 'finance',
    shownAt: 'car',
  },
  financeAmountCapFromPrice: {
    label: 'Finance maximum from car price',
    help: "On cars priced above $100,000, the finance calculator on the car page lets shoppers borrow up to the price plus 5%. Off, it reaches just past the car's price.",
    group: 'finance',
    shownAt: 'car',
  },
  monthlyOnlyFinance: {
    label: 'Monthly repayments only',
    help: 'The finance calculator offers monthly repayments only.',
    group: 'finance',
    shownAt: '/finance',
  },
  chatInsteadOfEnquire: {
    label: 'Instant Message instead of Enquire Now',
    help: 'Vehicle pages show an "Instant Message" chat button in place of "Enquire Now".',
    group: 'leads',
    shownAt: 'car',
  },
  featureBanner: {
    label: 'Offers, service and sell-your-car banner',
    help: 'Car pages end with a banner of three links: the latest offers (/special-offers), booking a service and selling your car (your service and trade-in pages, or your contact page when you have none).',
    group: 'marketing',
    shownAt: 'car',
  },
  searchValueProps: {
    label: 'Search page value propositions',
    help: 'Shows a full-width header on the search page: reserve quickly, secure payments, apply for finance.',
    group: 'marketing',
    shownAt: '/search',
  },
} as const satisfies Record<string, FeatureDefinition>

export type FeatureKey = keyof typeof FEATURES
export const FEATURE_KEYS = Object.keys(FEATURES) as FeatureKey[]

export const comingSoonOf = (key: FeatureKey): string | undefined => (FEATURES[key] as FeatureDefinition).comingSoon

/** How the admin groups the switches: a heading in plain words, and where on the site they act. */
export const FEATURE_GROUPS: Readonly<Record<FeatureDefinition['group'], { label: string; where: string }>> = {
  search: { label: 'Search and stock lists', where: 'the search page (/search), stock lists on pages and the cards in them' },
  vehicle: { label: 'Car pages', where: 'each car’s own page (/cars/…), and the favourites, compare and watchlist pages' },
  finance: { label: 'Finance and buying online', where: 'the finance calculator, the checkout and the sign-in steps before them' },
  leads: { label: 'Enquiries', where: 'the enquiry buttons on car pages' },
  marketing: { label: 'Marketing', where: 'the search page’s header and the foot of car pages' },
}

/** The switches of each group, in the table's order. */
export const featureKeysByGroup = (): [FeatureDefinition['group'], FeatureKey[]][] =>
  (Object.keys(FEATURE_GROUPS) as FeatureDefinition['group'][]).map((group) => [
    group,
    FEATURE_KEYS.filter((key) => (FEATURES[key] as FeatureDefinition).group === group),
  ])

/** A switch's help as the admin shows it: a switch nothing reads yet says what it waits for. */
export function featureHelp(key: FeatureKey): string {
  const soon = comingSoonOf(key)
  return soon ? `Coming soon with ${soon}. ${FEATURES[key].help}` : FEATURES[key].help
}

/** The link beside a switch's help: a page of the dealer's site where its effect shows. */
export function featureShownAt(key: FeatureKey): { path: string; text: string } {
  const at = (FEATURES[key] as FeatureDefinition).shownAt
  return at === 'car'
    ? { path: '/search', text: 'See it on any car’s page (open one from the search page)' }
    : { path: at, text: `See it at ${at}` }
}
