import type { Block } from 'payload'
import { BrandGridBlock } from './BrandGrid/config'
import { BudgetFinderBlock } from './BudgetFinder/config'
import { CallToActionBlock } from './CallToAction/config'
import { FaqBlock } from './Faq/config'
import { FinanceCalculatorBlock } from './FinanceCalculator/config'
import { HeroBlock } from './Hero/config'
import { LeadFormBlock } from './LeadForm/config'
import { MediaBlockConfig } from './MediaBlock/config'
import { RichTextBlock } from './RichText/config'
import { StatsBannerBlock } from './StatsBanner/config'

/** Page-builder blocks, in the order editors see them. RenderBlocks maps each slug to a component. */
export const pageBlocks = [
  HeroBlock,
  RichTextBlock,
  CallToActionBlock,
  MediaBlockConfig,
  BrandGridBlock,
  StatsBannerBlock,
  FaqBlock,
  FinanceCalculatorBlock,
  BudgetFinderBlock,
  LeadFormBlock,
] as const satisfies readonly Block[]
