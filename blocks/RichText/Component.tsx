import { RichText } from '@payloadcms/richtext-lexical/react'
import type { RichTextBlock } from '@/payload-types'

export function RichTextComponent({ block }: { block: RichTextBlock }) {
  return (
    <section className="container-site py-10">
      <div className={`prose-site ${block.width === 'full' ? '' : 'max-w-3xl'}`}>
        <RichText data={block.content} />
      </div>
    </section>
  )
}
