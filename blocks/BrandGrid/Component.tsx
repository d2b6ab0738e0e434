import Image from 'next/image'
import type { BrandGridBlock } from '@/payload-types'
import { BRAND_SECTIONS, brandHref } from '@/src/domain/navigation/brands'
import { makeLogoPath } from '@/src/domain/navigation/make-logo'
import { mediaOf } from '@/src/domain/content/media'

export function BrandGridComponent({ block }: { block: BrandGridBlock }) {
  return (
    <section className="container-site py-10" aria-labelledby={block.id ? `brands-${block.id}` : undefined}>
      {block.heading && (
        <h2 id={block.id ? `brands-${block.id}` : undefined} className="text-2xl font-bold md:text-3xl">
          {block.heading}
        </h2>
      )}
      {(block.sections ?? []).map((section, i) => (
        <div key={section.id ?? i} className="mt-6">
          <h3 className="text-lg font-semibold">{BRAND_SECTIONS[section.kind]}</h3>
          <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
            {(section.brands ?? []).map((brand, j) => {
              const { href, external } = brandHref(brand)
              const logo = mediaOf(brand.logo)
              return (
                <li key={brand.id ?? j}>
                  <a
                    href={href}
                    {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    className="flex h-full flex-col items-center gap-2 rounded-[var(--radius)] border border-black/10 bg-white p-3 text-center text-sm font-semibold text-gray-900 transition hover:-translate-y-0.5 hover:shadow-md"
                  >
                    {logo ? (
                      <Image src={logo.url} alt="" width={160} height={80} className="h-16 w-32 object-contain" />
                    ) : (
                      // eslint-disable-next-line @next/next/no-img-element -- the make-logo library's SVG, sized here
                      <img
                        src={makeLogoPath(brand.name)}
                        alt=""
                        width={160}
                        height={80}
                        className="h-16 w-32 object-contain"
                        loading="lazy"
                      />
                    )}
                    <span>
                      {brand.name}
                      {external && <span className="sr-only"> (opens the brand&apos;s own site in a new tab)</span>}
                    </span>
                  </a>
                </li>
              )
            })}
          </ul>
        </div>
      ))}
    </section>
  )
}
