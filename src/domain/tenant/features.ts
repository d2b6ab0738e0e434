/**
 * Every rule that only some dealers want, as a named switch (DESIGN convention 2).
 * One table drives the zod schema, the defaults (all off) and the admin checkboxes,
 * so a new switch is one row here. Later issues read them as `tenant.features.<key>`.
 */
export interface FeatureDefinition {
  label: string
  help: string
  group: 'search' | 'vehicle' | 'finance' | 'leads' | 'marketing'
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
    help: 'Cars that can be bought get a Reserve button on search cards, and Reserve Car Now on car pages leads to /cars/{slug}/checkout, where shoppers pay the deposit and the car is held for the hold hours (spec 2 §4, §9). Off: Reserve Car Now goes to the enquiry form.',
    group: 'search',
  },
  buyOnlinePath: {
    label: 'Use /buy-online instead of /checkout',
    help: 'Reserve buttons go to /cars/{slug}/buy-online rather than /cars/{slug}/checkout.',
    group: 'search',
  },
  fuelTypeTags: {
    label: 'Electric and hybrid tags',
    help: 'Car cards show an Electric or Hybrid banner first in the tag precedence (spec 1 §4 step 1).',
    group: 'search',
  },
  certifiedPreOwned: {
    label: 'Certified pre-owned badge',
    help: 'Shows the certified badge for the certified make set in inventory settings (spec 1 §4 step 3).',
    group: 'search',
  },
  certifiedOnlyFacet: {
    label: 'Certified-only facet',
    help: 'Hides the "false" value of the certified filter (spec 1 §5).',
    group: 'search',
  },
  collapseSoldCars: {
    label: 'Collapse consecutive sold cars',
    help: 'In result lists, consecutive sold cars collapse to one (spec 2 §4).',
    group: 'search',
  },
  priceAscRequiresPrice: {
    label: 'Lowest-price sort hides unpriced cars',
    help: 'Sorting by lowest price adds a filter price > 0 (spec 1 §5).',
    group: 'search',
  },
  randomPromoPosition: {
    label: 'Randomise the promo card position',
    help: 'Puts each promo tile at a random card position instead of its configured ones.',
    group: 'search',
  },
  resultsCarousel: {
    label: 'Results carousel',
    help: 'Shows the vehicle page’s similar cars, and page Search grids left on the site default, as a carousel with previous and next arrows.',
    group: 'search',
  },
  viewCount: {
    label: 'Show view counts',
    help: 'Car cards show how many times the car was viewed.',
    group: 'search',
  },
  justSoldTag: {
    label: '"Just Sold" tag',
    help: 'Recently sold cars carry a "Just Sold" tag (spec 2 §4).',
    group: 'vehicle',
  },
  justArrivedTag: {
    label: '"JUST ARRIVED" tag',
    help: 'New cars may carry a "JUST ARRIVED" tag (spec 2 §4).',
    group: 'vehicle',
  },
  favourites: {
    label: 'Favourites',
    help: 'Shoppers can mark favourite cars with a heart on cards and car pages, kept in their browser (no sign-in), listed at /favourites.',
    group: 'vehicle',
  },
  compare: {
    label: 'Compare cars',
    help: 'Shoppers can put up to 4 cars side by side from cards and car pages, kept in their browser (no sign-in), at /compare.',
    group: 'vehicle',
  },
  compareNeedsPriceAndImages: {
    label: 'Compare only priced cars with images',
    help: 'Hides the compare control for cars priced at zero or below, or without images (spec 2 §5).',
    group: 'vehicle',
  },
  watchlist: {
    label: 'Watchlist (sign-in)',
    help: 'Shoppers sign in with their mobile number and a texted code to save cars to a watchlist (a button on cards and car pages), kept in My Garage.',
    group: 'vehicle',
  },
  unregisteredText: {
    label: 'Show "Unregistered" for expired rego',
    help: 'A registration expiry in the past reads "Unregistered" instead of nothing (spec 2 §5).',
    group: 'vehicle',
  },
  galleryFirst: {
    label: 'Photos open before the 360° spin',
    help: 'Cars with a 360° view open on the Images tab instead of Spin (spec 2 §4 "default gallery on one tenant").',
    group: 'vehicle',
  },
  spinAutoRotate: {
    label: '360° spin turns by itself',
    help: 'Once its frames have loaded, the 360° view turns every 100 ms until the shopper drags, presses a key or Auto-rotate (never under reduced motion).',
    group: 'vehicle',
  },
  phoneStartsRevealed: {
    label: 'Phone numbers start revealed',
    help: 'Skips masking phone numbers until clicked (spec 2 §4).',
    group: 'vehicle',
  },
  hideTestDriveForComingSoon: {
    label: 'No test drive for coming-soon cars',
    help: 'Removes the test-drive button from cars that are coming soon (spec 2 §4).',
    group: 'vehicle',
  },
  printButton: {
    label: 'Print button',
    help: 'Shows a Print button on vehicle pages: a printable view of the car (save as PDF from the print dialog).',
    group: 'vehicle',
  },
  salesCounter: {
    label: '"Sales this Month" counter',
    help: 'Shows the sales counter on vehicle pages (spec 2 §9).',
    group: 'vehicle',
  },
  priceComparison: {
    label: 'Market price comparison (used cars)',
    help: 'Shows the price comparison panel on used cars (spec 1 §5).',
    group: 'vehicle',
  },
  financeModal: {
    label: 'Finance enquiry in a modal',
    help: 'Get Finance Now opens a "Finance Enquiry" modal instead of linking to the finance page (spec 2 §2).',
    group: 'finance',
  },
  gatedFinance: {
    label: 'Gated finance route',
    help: 'Get Finance on cars that can be bought leads to /personalised/finance: shoppers sign in with their mobile number, then see the car, its finance calculator and the finance form (spec 2 §2, §6).',
    group: 'finance',
  },
  gatedTradeIn: {
    label: 'Trade-in valuation needs sign-in',
    help: "A car's trade-in valuation page (/cars/trade-in?car_id=) asks shoppers to sign in with their mobile number first, then comes back (spec 2 §4, §6).",
    group: 'finance',
  },
  onlinePurchase: {
    label: 'Online Purchase',
    help: 'Vehicle pages of cars that can be reserved offer Online Purchase (/checkout-journey): signed in, the shopper chooses how to pay, any trade-in and pick up or delivery, pays the holding deposit, and the order reaches you as an "Online Purchase" lead (spec 2 §1, §2). Needs online reservations.',
    group: 'finance',
  },
  gatedCheckout: {
    label: 'Reserving online needs sign-in',
    help: 'Shoppers sign in with their mobile number before they reserve a car online; the reservation is then kept in their My Garage (spec 2 §4, §6).',
    group: 'finance',
  },
  financeQuotes: {
    label: 'Live finance quotes',
    help: 'Requests a finance quote for cars with a price and no quote yet (spec 2 §7).',
    group: 'finance',
  },
  financeAmountCapFromPrice: {
    label: 'Finance maximum from car price',
    help: 'The tab calculator maximum becomes 1.05 × the price for cars above $100,000 (spec 2 §5).',
    group: 'finance',
  },
  monthlyOnlyFinance: {
    label: 'Monthly repayments only',
    help: 'The finance calculator offers monthly repayments only (spec 2 §9).',
    group: 'finance',
  },
  chatInsteadOfEnquire: {
    label: 'Instant Message instead of Enquire Now',
    help: 'Vehicle pages show an "Instant Message" chat button in place of "Enquire Now".',
    group: 'leads',
  },
  searchValueProps: {
    label: 'Search page value propositions',
    help: 'Shows a full-width header on the search page: reserve quickly, secure payments, apply for finance.',
    group: 'marketing',
  },
} as const satisfies Record<string, FeatureDefinition>

export type FeatureKey = keyof typeof FEATURES
export const FEATURE_KEYS = Object.keys(FEATURES) as FeatureKey[]

export const comingSoonOf = (key: FeatureKey): string | undefined => (FEATURES[key] as FeatureDefinition).comingSoon
