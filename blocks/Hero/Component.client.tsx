'use client'

import { useEffect, useState } from 'react'
import { usePrefersReducedMotion } from '@/src/components/ui/use-browser-value'
import { HeroSlide, type SlideData } from './Slide'

const INTERVAL_MS = 6000

/** Promotions slider: auto-advances unless paused, hovered, focused or reduced motion is asked for. */
export function HeroSlider({ slides, tall, headingLevel }: { slides: SlideData[]; tall: boolean; headingLevel: 'h1' | 'h2' }) {
  const [current, setCurrent] = useState(0)
  const [paused, setPaused] = useState(false)
  const reducedMotion = usePrefersReducedMotion()

  useEffect(() => {
    if (paused || reducedMotion) return
    const timer = setInterval(() => setCurrent((c) => (c + 1) % slides.length), INTERVAL_MS)
    return () => clearInterval(timer)
  }, [paused, reducedMotion, slides.length])

  const go = (delta: number) => setCurrent((c) => (c + delta + slides.length) % slides.length)

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Promotions"
      className="relative"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocusCapture={() => setPaused(true)}
      onBlurCapture={() => setPaused(false)}
    >
      {slides.map((slide, i) => (
        <div key={i} role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${slides.length}`} hidden={i !== current}>
          <HeroSlide slide={slide} tall={tall} priority={i === 0} headingLevel={i === 0 ? headingLevel : 'h2'} />
        </div>
      ))}
      <div className="absolute bottom-3 right-3 flex items-center gap-2 md:bottom-5 md:right-6">
        <button
          type="button"
          onClick={() => go(-1)}
          className="flex h-10 w-10 items-center justify-center rounded-full bg-black/50 text-white hover:bg-black/70"
        >
          <span className="sr-only">Previous slide</span>
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
            <path d="M10 3L5 8l5 5" stroke="currentColor" strokeWidth="2" fill="none" />
          </svg>
        </button>
        {slides.map((_, i) => (
          <button
            key={i}
            type="button"
            aria-current={i === current}
            onClick={() => setCurrent(i)}
            className="flex h-10 w-6 items-center justify-center"
          >
            <span className="sr-only">Show slide {i + 1}</span>
            <span aria-hidden="true" className={`block h-2.5 w-2.5 rounded-full ${i === current ? 'bg-white' : 'bg-white/50'}`} />
          </button>
        ))}
        <button
          type="button"
          onClick={() => go(1)}
          className="flex h-10 w-10 items-center justify-center rounded-full bg-black/50 text-white hover:bg-black/70"
        >
          <span className="sr-only">Next slide</span>
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
            <path d="M6 3l5 5-5 5" stroke="currentColor" strokeWidth="2" fill="none" />
          </svg>
        </button>
      </div>
    </section>
  )
}
