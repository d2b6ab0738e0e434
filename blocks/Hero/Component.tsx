import type { HeroBlock } from '@/payload-types'
import { HeroSlider } from './Component.client'
import { HeroSlide, type SlideData } from './Slide'
import { mediaOf, sizeUrl } from '@/src/domain/content/media'
import { resolveLink } from '@/src/domain/navigation/links'

export function HeroComponent({ block, index }: { block: HeroBlock; index: number }) {
  const tall = block.height === 'tall'
  const slides: SlideData[] = (block.slides ?? []).map((s) => {
    const media = mediaOf(s.image)
    const link = resolveLink(s.cta)
    return {
      heading: s.heading,
      subheading: s.subheading ?? null,
      image: media ? { url: sizeUrl(media, tall ? 'heroTall' : 'hero'), alt: media.alt } : null,
      cta: link && s.ctaLabel ? { label: s.ctaLabel, href: link.href } : null,
    }
  })
  if (slides.length === 0) return null
  const HeadingTag = index === 0 ? 'h1' : 'h2'
  if (block.variant === 'slider' && slides.length > 1) return <HeroSlider slides={slides} tall={tall} headingLevel={HeadingTag} />
  return (
    <section aria-label={slides[0].heading}>
      <HeroSlide slide={slides[0]} tall={tall} priority={index === 0} headingLevel={HeadingTag} />
    </section>
  )
}
