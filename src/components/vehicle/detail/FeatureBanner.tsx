// The feature banner at the foot of a car page (switch featureBanner): latest offers, book a
// service, sell your car. featureBanner() picks each tile's page among those the site has.
import { KeptHtml } from '@/src/components/ui/KeptHtml.client'
import type { BannerTile } from '@/src/domain/marketing/feature-banner'

export function FeatureBanner({ tiles }: { tiles: BannerTile[] }) {
  if (tiles.length === 0) return null
  return (
    <section
      aria-labelledby="feature-banner-heading"
      className="container-site defer-first-frame py-8 [--defer-render-estimate:30rem] md:[--defer-render-estimate:12rem]"
    >
      <KeptHtml>
        <h2 id="feature-banner-heading" className="sr-only">
          Offers and services
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {tiles.map((tile) => (
            <li
              key={tile.id}
              data-testid={`feature-banner-${tile.id}`}
              className="grid content-between gap-3 rounded-[var(--radius)] bg-[var(--color-surface)] p-5 text-[var(--color-text)]"
            >
              <div>
                <h3 className="text-lg font-bold">{tile.heading}</h3>
                <p className="mt-1">{tile.text}</p>
              </div>
              <a href={tile.href} className="btn btn-solid w-fit">
                {tile.label}
              </a>
            </li>
          ))}
        </ul>
      </KeptHtml>
    </section>
  )
}
