import type { Block } from 'payload'
import { BLOCK_GUIDE, blockThumbnail } from '@/src/domain/content/block-guide'
import { BlogPostsBlock } from './BlogPosts/config'
import { BrandGridBlock } from './BrandGrid/config'
import { BudgetFinderBlock } from './BudgetFinder/config'
import { CallToActionBlock } from './CallToAction/config'
import { CarDetailBlock } from './CarDetail/config'
import { FaqBlock } from './Faq/config'
import { FinanceApplicationBlock } from './FinanceApplication/config'
import { FinanceCalculatorBlock } from './FinanceCalculator/config'
import { HeroBlock } from './Hero/config'
import { LeadFormBlock } from './LeadForm/config'
import { LocationsBlock } from './Locations/config'
import { MediaBlockConfig } from './MediaBlock/config'
import { OffersBlock } from './Offers/config'
import { RichTextBlock } from './RichText/config'
import { SearchGridBlock } from './SearchGrid/config'
import { SectionBlock } from './Section/config'
import { StatsBannerBlock } from './StatsBanner/config'
import { TeamBlock } from './Team/config'
import { TradeInBlock } from './TradeIn/config'

/**
 * The blocks a reusable section is made of: every page block except the Section block itself
 * (a section inside a section could loop).
 */
/** Each block with its picker thumbnail and description, and its layout rows' label. */
function guided<B extends Block>(block: B): B {
  const guide = BLOCK_GUIDE[block.slug]
  if (!guide) throw new Error(`Block "${block.slug}" has no entry in BLOCK_GUIDE (src/domain/content/block-guide.ts)`)
  return {
    ...block,
    imageAltText: guide.description,
    admin: {
      ...block.admin,
      images: { thumbnail: { url: blockThumbnail(block.slug)!, alt: guide.description } },
      components: { ...block.admin?.components, Label: '/src/components/admin/BlockRowLabel.client#BlockRowLabel' },
    },
  }
}

export const sectionBlocks = [
  guided(HeroBlock),
  guided(RichTextBlock),
  guided(CallToActionBlock),
  guided(MediaBlockConfig),
  guided(BrandGridBlock),
  guided(StatsBannerBlock),
  guided(FaqBlock),
  guided(FinanceCalculatorBlock),
  guided(BudgetFinderBlock),
  guided(LeadFormBlock),
  guided(TradeInBlock),
  guided(FinanceApplicationBlock),
  guided(LocationsBlock),
  guided(TeamBlock),
  guided(OffersBlock),
  guided(BlogPostsBlock),
  guided(SearchGridBlock),
  guided(CarDetailBlock),
] as const satisfies readonly Block[]

/** Page-builder blocks, in the order editors see them. RenderBlocks maps each slug to a component. */
export const pageBlocks = [...sectionBlocks, guided(SectionBlock)] as const satisfies readonly Block[]
