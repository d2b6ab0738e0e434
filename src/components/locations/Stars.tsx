// Five stars drawn from starRow: whole stars, then the partial star (a filled star clipped to its
// fill over an unfilled one), then empty stars. Decorative: the caller says the rating in words.
import { type Star, starRow } from '@/src/domain/locations/reviews'

const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z'
const FILLED = '#f59e0b'
const UNFILLED = '#d1d5db'

function StarShape({ size, colour }: { size: number; colour: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 20 20" className="block shrink-0">
      <path d={STAR} fill={colour} />
    </svg>
  )
}

function OneStar({ star, size }: { star: Star; size: number }) {
  if (star.kind !== 'partial') return <StarShape size={size} colour={star.kind === 'full' ? FILLED : UNFILLED} />
  return (
    <span className="relative block shrink-0" style={{ width: size, height: size }} data-fill={star.fill}>
      <StarShape size={size} colour={UNFILLED} />
      <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${star.fill * 100}%` }}>
        <StarShape size={size} colour={FILLED} />
      </span>
    </span>
  )
}

export function Stars({ rating, size }: { rating: number; size: number }) {
  return (
    <span className="flex" aria-hidden="true" data-testid="stars">
      {starRow(rating).map((star, i) => (
        <span key={i} data-star={star.kind}>
          <OneStar star={star} size={size} />
        </span>
      ))}
    </span>
  )
}
