// Results are centred when there are fewer than 3. A module of its own, so
// a card grid's placeholder can follow the rule without the card code (card-layout.ts).
export const CENTRE_BELOW = 3
export const centreResults = (count: number) => count > 0 && count < CENTRE_BELOW
