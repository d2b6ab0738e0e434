import type React from 'react'
import type { Page } from '@/payload-types'
import { BrandGridComponent } from './BrandGrid/Component'
import { CallToActionComponent } from './CallToAction/Component'
import { FaqComponent } from './Faq/Component'
import { HeroComponent } from './Hero/Component'
import { MediaBlockComponent } from './MediaBlock/Component'
import { RichTextComponent } from './RichText/Component'
import { StatsBannerComponent } from './StatsBanner/Component'

type PageBlock = NonNullable<Page['layout']>[number]
type BlockType = PageBlock['blockType']

/** Fails to compile when a block in the page config has no component here. */
const components: { [K in BlockType]: React.ComponentType<{ block: Extract<PageBlock, { blockType: K }>; index: number }> } = {
  hero: HeroComponent,
  richText: RichTextComponent,
  callToAction: CallToActionComponent,
  mediaBlock: MediaBlockComponent,
  brandGrid: BrandGridComponent,
  statsBanner: StatsBannerComponent,
  faq: FaqComponent,
}

export function RenderBlocks({ blocks }: { blocks: Page['layout'] }) {
  return (
    <>
      {(blocks ?? []).map((block, index) => {
        const Component = components[block.blockType] as React.ComponentType<{ block: PageBlock; index: number }>
        return <Component key={block.id ?? index} block={block} index={index} />
      })}
    </>
  )
}
