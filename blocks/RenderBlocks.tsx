import type React from 'react'
import { Fragment } from 'react'
import type { Page } from '@/payload-types'
import type { BlockData } from '@/src/cms/block-data'
import type { TenantConfig } from '@/src/domain/tenant/tenant-config'
import { KeptHtml } from '@/src/components/ui/KeptHtml.client'
import { BlogPostsComponent } from './BlogPosts/Component'
import { BrandGridComponent } from './BrandGrid/Component'
import { BudgetFinderComponent } from './BudgetFinder/Component'
import { CallToActionComponent } from './CallToAction/Component'
import { CarDetailComponent } from './CarDetail/Component'
import { FaqComponent } from './Faq/Component'
import { FinanceApplicationComponent } from './FinanceApplication/Component'
import { FinanceCalculatorComponent } from './FinanceCalculator/Component'
import { HeroComponent } from './Hero/Component'
import { LeadFormComponent } from './LeadForm/Component'
import { LocationsComponent } from './Locations/Component'
import { MediaBlockComponent } from './MediaBlock/Component'
import { OffersComponent } from './Offers/Component'
import { RichTextComponent } from './RichText/Component'
import { SearchGridComponent } from './SearchGrid/Component'
import { StatsBannerComponent } from './StatsBanner/Component'
import { TeamComponent } from './Team/Component'
import { TradeInComponent } from './TradeIn/Component'

type PageBlock = NonNullable<Page['layout']>[number]
type BlockType = PageBlock['blockType']

type BlockProps<B> = { block: B; index: number; tenant: TenantConfig; data: BlockData }

/** Fails to compile when a block in the page config has no component here. */
const components: { [K in BlockType]: React.ComponentType<BlockProps<Extract<PageBlock, { blockType: K }>>> } = {
  hero: HeroComponent,
  richText: RichTextComponent,
  callToAction: CallToActionComponent,
  mediaBlock: MediaBlockComponent,
  brandGrid: BrandGridComponent,
  statsBanner: StatsBannerComponent,
  faq: FaqComponent,
  financeCalculator: FinanceCalculatorComponent,
  budgetFinder: BudgetFinderComponent,
  leadForm: LeadFormComponent,
  tradeIn: TradeInComponent,
  financeApplication: FinanceApplicationComponent,
  locations: LocationsComponent,
  team: TeamComponent,
  offers: OffersComponent,
  blogPosts: BlogPostsComponent,
  searchGrid: SearchGridComponent,
  carDetail: CarDetailComponent,
  // The page replaces a Section block by its section's blocks (flattenSections) before rendering.
  section: () => null,
}

/**
 * Blocks with nothing for the shopper to operate but links: the browser keeps them as the server
 * sent them instead of hydrating them (KeptHtml), so their markup costs no hydration work. A
 * block whose component gains a control (a client component) must leave this list, or the
 * control stays dead.
 */
const KEPT_BLOCKS: ReadonlySet<BlockType> = new Set<BlockType>(['richText', 'callToAction', 'mediaBlock', 'brandGrid', 'blogPosts', 'team'])

/**
 * Blocks get the page's tenant, so site settings (finance, vehicle kind) never need a second
 * lookup, and the dealer content the page read for them (locations, offers, posts).
 */
export function RenderBlocks({ blocks, tenant, data }: { blocks: Page['layout']; tenant: TenantConfig; data: BlockData }) {
  return (
    <>
      {(blocks ?? []).map((block, index) => {
        const Component = components[block.blockType] as React.ComponentType<BlockProps<PageBlock>>
        const rendered = <Component block={block} index={index} tenant={tenant} data={data} />
        const key = block.id ?? index
        return KEPT_BLOCKS.has(block.blockType) ? <KeptHtml key={key}>{rendered}</KeptHtml> : <Fragment key={key}>{rendered}</Fragment>
      })}
    </>
  )
}
