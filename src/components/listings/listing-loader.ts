// What the listing's cards show while the URL changes under them (while loading, and after an error):
// the last result asked for wins, never the last one to arrive. Plain TypeScript with the
// fetch and cache injected, so the ordering rule is tested without a browser (use-listing.ts
// wires it to React).
import { type ListingInput, listingKey } from '@/src/domain/listings/listing-input'
import type { ListingResult } from '@/src/domain/listings/listing-response'

export type ListingStatus = 'idle' | 'loading' | 'error'

export interface ListingView<I extends ListingInput> {
  /** What the cards show: the result of the latest input that has an answer. */
  shown: { input: I; result: ListingResult }
  status: ListingStatus
  error: string | null
}

export interface ListingLoaderDeps<I extends ListingInput> {
  fetch(input: I): Promise<ListingResult>
  /** A result known without waiting (the browser's result cache). */
  cached(input: I): ListingResult | undefined
}

export class ListingLoader<I extends ListingInput> {
  private view: ListingView<I>
  private wanted: I
  /** Bumped by every request; an answer carrying an older ticket is dropped. */
  private ticket = 0

  constructor(
    private readonly deps: ListingLoaderDeps<I>,
    initial: { input: I; result: ListingResult },
    private readonly onChange: (view: ListingView<I>) => void,
  ) {
    this.view = { shown: initial, status: 'idle', error: null }
    this.wanted = initial.input
  }

  get current(): ListingView<I> {
    return this.view
  }

  /** The URL now asks for `input`. Asking again for what is already asked for does nothing. */
  want(input: I): void {
    if (listingKey(input) === listingKey(this.wanted)) return
    this.load(input)
  }

  /** Asks again for the current input (after an error). */
  retry(): void {
    this.load(this.wanted)
  }

  private load(input: I): void {
    this.wanted = input
    const ticket = ++this.ticket
    if (listingKey(input) === listingKey(this.view.shown.input)) return this.update({ status: 'idle', error: null })
    const hit = this.deps.cached(input)
    if (hit) return this.update({ shown: { input, result: hit }, status: 'idle', error: null })
    this.update({ status: 'loading', error: null })
    this.deps.fetch(input).then(
      (result) => {
        if (ticket === this.ticket) this.update({ shown: { input, result }, status: 'idle', error: null })
      },
      (e: unknown) => {
        if (ticket === this.ticket) this.update({ status: 'error', error: e instanceof Error ? e.message : String(e) })
      },
    )
  }

  private update(change: Partial<ListingView<I>>): void {
    this.view = { ...this.view, ...change }
    this.onChange(this.view)
  }
}
