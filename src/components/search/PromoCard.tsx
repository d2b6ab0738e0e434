import Image from 'next/image'
import type { PromoTile } from '@/src/domain/marketing/promo-tiles'

/**
 * A promotional tile among the results (such as "We Want Your Car"), from the
 * dealer's Promo tiles. An article like the car cards beside it, not a landmark: a tile placed at
 * two positions would give a screen reader's landmark list two identical entries.
 */
export function PromoCard({ tile }: { tile: PromoTile }) {
  return (
    <article
      data-testid="promo-card"
      aria-label={tile.heading}
      style={tile.background ? { background: tile.background } : undefined}
      className="relative flex h-full min-h-80 flex-col justify-center gap-3 overflow-hidden rounded-[var(--radius)] bg-[var(--color-primary)] p-6 text-[var(--color-on-primary)]"
    >
      {tile.image && (
        <Image
          src={tile.image.url}
          alt={tile.image.alt}
          fill
          sizes="(min-width: 1280px) 33vw, (min-width: 640px) 50vw, 100vw"
          className="object-cover"
        />
      )}
      <div className={`relative flex flex-col gap-3 ${tile.image ? 'rounded-[var(--radius)] bg-black/55 p-4 text-white' : ''}`}>
        <h3 className="text-2xl font-extrabold">{tile.heading}</h3>
        {tile.text && <p>{tile.text}</p>}
        {tile.href && (
          <a href={tile.href} className="btn self-start border-current bg-transparent text-inherit">
            {tile.buttonLabel || 'Find out more'}
          </a>
        )}
      </div>
    </article>
  )
}
