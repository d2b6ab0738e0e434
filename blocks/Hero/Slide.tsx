import Image from 'next/image'
import { SiteLink } from '@/src/components/ui/SiteLink'

export interface SlideData {
  heading: string
  subheading: string | null
  image: { url: string; alt: string } | null
  cta: { label: string; href: string } | null
}

/** One 1920×540 (or ×790) slide; on phones it keeps a readable minimum height. */
export function HeroSlide({
  slide,
  tall,
  priority,
  headingLevel: H,
}: {
  slide: SlideData
  tall: boolean
  priority: boolean
  headingLevel: 'h1' | 'h2'
}) {
  return (
    <div
      className={`relative isolate flex min-h-[380px] w-full items-end overflow-hidden bg-[var(--color-secondary)] text-white md:items-center ${
        tall ? 'md:aspect-[1920/790]' : 'md:aspect-[1920/540]'
      }`}
    >
      {slide.image && (
        <Image
          src={slide.image.url}
          alt={slide.image.alt}
          fill
          priority={priority}
          // Next 16 preloads a priority image but leaves its fetch at low priority: the first slide is the page's LCP.
          fetchPriority={priority ? 'high' : undefined}
          sizes="100vw"
          className="-z-20 object-cover"
        />
      )}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-black/75 via-black/35 to-transparent md:bg-gradient-to-r md:from-black/70 md:via-black/30"
      />
      <div className="container-site py-10">
        <div className="max-w-xl">
          <H className="text-3xl font-extrabold tracking-tight text-shadow-sm md:text-5xl">{slide.heading}</H>
          {slide.subheading && <p className="mt-3 text-base text-white/90 md:text-lg">{slide.subheading}</p>}
          {slide.cta && (
            <SiteLink href={slide.cta.href} className="btn btn-accent mt-6">
              {slide.cta.label}
            </SiteLink>
          )}
        </div>
      </div>
    </div>
  )
}
