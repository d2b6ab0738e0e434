import coastline from './coastline-motorcycles.json' with { type: 'json' }
import harbourCity from './harbour-city-motors.json' with { type: 'json' }
import redCentre from './red-centre-caravans.json' with { type: 'json' }
import southernCross from './southern-cross-auto-group.json' with { type: 'json' }

/** The demo dealer sites the seed loads (data only; validated by the seed). */
export const DEMO_TENANTS: unknown[] = [harbourCity, southernCross, redCentre, coastline]
