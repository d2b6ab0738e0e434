// What a site calls what it sells, so a caravan dealer never says "car": the nouns of its
// headings, buttons and titles, and the booking a shopper makes to try one. A car dealer keeps
// the specification's own wording ("Reserve Car Now", "Book a Test Drive", "Search Cars").
import type { VehicleKind } from './tenant-config'

export interface Vocabulary {
  /** In sentences: "reserve this caravan". */
  one: string
  /** In titles and buttons: "Reserve Caravan Now". */
  One: string
  many: string
  Many: string
  /** The booking to try one before buying. */
  tryOut: string
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

const words = (one: string, many: string, tryOut = 'Book a Test Drive'): Vocabulary => ({
  one,
  One: capital(one),
  many,
  Many: capital(many),
  tryOut,
})

const VOCABULARIES: Readonly<Record<VehicleKind, Vocabulary>> = {
  cars: words('car', 'cars'),
  trucks: words('truck', 'trucks'),
  motorcycles: words('motorcycle', 'motorcycles', 'Book a Test Ride'),
  // A caravan is looked over at the yard (and hitched up), not driven.
  caravans: words('caravan', 'caravans', 'Book a Viewing'),
  rentals: words('vehicle', 'vehicles'),
}

export const vocabularyOf = (kind: VehicleKind | undefined): Vocabulary => VOCABULARIES[kind ?? 'cars']
