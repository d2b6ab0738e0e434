// "Find your nearest dealership": a GET form, so a postcode works without script
// (?postcode=2000 renders the list nearest first); "Use my location" joins it when script runs.
import type { NearestListing } from '@/src/api/nearest-locations'
import { UseMyLocation } from './UseMyLocation.client'

/**
 * postcode: what the field shows (the postcode asked for, or what was typed beside its error);
 * from: "postcode 2000" or "your location" once the list is sorted by distance.
 */
type FinderState = NearestListing['finder']

const STATUS_ID = 'nearest-status'

export function NearestFinder({ state }: { state: FinderState }) {
  return (
    <section
      aria-labelledby="nearest-heading"
      className="mb-8 rounded-[var(--radius)] border border-black/10 bg-white p-4 text-gray-900 md:p-6"
      data-testid="nearest-finder"
    >
      <h2 id="nearest-heading" className="text-xl font-bold">
        Find your nearest dealership
      </h2>
      <form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <div className="grid grow gap-1.5 sm:grow-0">
          <label htmlFor="nearest-postcode" className="font-semibold">
            Postcode
          </label>
          <input
            id="nearest-postcode"
            name="postcode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            defaultValue={state.postcode}
            aria-invalid={state.error ? true : undefined}
            aria-describedby={STATUS_ID}
            className="w-full rounded-[var(--radius)] border border-gray-400 px-3 py-2 font-semibold tabular-nums sm:w-32"
          />
        </div>
        <button type="submit" className="btn btn-solid">
          Find nearest
        </button>
        <UseMyLocation statusId={STATUS_ID} />
      </form>
      <div id={STATUS_ID} aria-live="polite" className="mt-3 min-h-6">
        {state.error && <p className="font-semibold text-red-700">{state.error}</p>}
        {state.from && (
          <p>
            Sorted by distance from {state.from}.{' '}
            <a href="?" className="font-semibold underline">
              Show all in our usual order
            </a>
          </p>
        )}
      </div>
    </section>
  )
}
