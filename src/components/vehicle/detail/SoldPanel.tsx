// Unavailable cars: a SOLD panel and "Find Me Something Similar" in place
// of the price and the actions. The request form comes later; the button goes to the search
// page of the same make and model.
import type { DetailAction } from '@/src/domain/vehicle-detail/actions'

export function SoldPanel({ findSimilar }: { findSimilar: Extract<DetailAction, { kind: 'find-similar' }> }) {
  return (
    <div className="grid gap-3 rounded-[var(--radius)] border-2 border-red-700 p-4 text-center" data-testid="sold-panel">
      <p className="text-3xl font-extrabold tracking-widest text-red-700">SOLD</p>
      <p className="text-gray-700">This vehicle has been sold. Like this and want something similar?</p>
      <a href={findSimilar.href} className="btn btn-solid w-full">
        {findSimilar.label}
      </a>
    </div>
  )
}
