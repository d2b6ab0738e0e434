// A definition list of spec rows (Car Summary, Car Details). Rows with no value were already
// dropped by the domain builders.
import { KeptHtml } from '@/src/components/ui/KeptHtml.client'
import type { SpecRow } from '@/src/domain/vehicle-detail/spec-rows'

export function SpecList({ rows, columns = 2 }: { rows: SpecRow[]; columns?: 2 | 3 }) {
  if (rows.length === 0) return null
  // Plain text: kept as the server sent it, not hydrated (KeptHtml).
  return (
    <KeptHtml>
      <dl className={`grid gap-x-8 sm:grid-cols-2 ${columns === 3 ? 'lg:grid-cols-3' : ''}`}>
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-4 border-b border-black/10 py-2">
            <dt className="text-gray-600">{row.label}</dt>
            <dd className="text-right font-semibold">
              {row.href ? (
                <a href={row.href} className="underline decoration-black/30 underline-offset-2 hover:decoration-current">
                  {row.value}
                </a>
              ) : (
                row.value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </KeptHtml>
  )
}
