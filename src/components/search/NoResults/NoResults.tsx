import { NO_RESULTS } from '@/src/domain/inventory/search-card'

/** Shown when a search has no hits. */
export function NoResults({ refreshPath }: { refreshPath: string }) {
  return (
    <div data-testid="no-results" className="mx-auto max-w-md rounded-[var(--radius)] border border-black/10 p-8 text-center">
      <h2 className="text-xl font-bold">{NO_RESULTS.title}</h2>
      <p className="mt-2">{NO_RESULTS.text}</p>
      <a href={refreshPath} className="btn btn-solid mt-4">
        {NO_RESULTS.button}
      </a>
    </div>
  )
}
