import Image from 'next/image'
import type { MediaBlock } from '@/payload-types'
import { mediaOf } from '@/src/domain/content/media'

export function MediaBlockComponent({ block }: { block: MediaBlock }) {
  const media = mediaOf(block.media)
  if (!media) return null
  const full = block.size === 'full'
  return (
    <figure className={full ? 'py-6' : 'container-site py-6'}>
      <Image
        src={media.url}
        alt={media.alt}
        width={media.width ?? 1600}
        height={media.height ?? 900}
        sizes={full ? '100vw' : '(min-width: 1280px) 1232px, 100vw'}
        className={`h-auto w-full ${full ? '' : 'rounded-[var(--radius)]'}`}
      />
      {block.caption && <figcaption className="container-site mt-2 text-sm opacity-75">{block.caption}</figcaption>}
    </figure>
  )
}
