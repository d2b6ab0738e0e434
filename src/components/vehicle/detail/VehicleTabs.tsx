// The tab panels: which tabs show is detailTabs(); this builds each panel's content
// on the server and hands them to the interactive tab list.
import { FEATURES_TOGGLE, FEATURES_VISIBLE } from '@/src/domain/vehicle-detail/expandable'
import type { DealerComments as Comments } from '@/src/domain/vehicle-detail/comments'
import { type TabId, USED_CAR_RETURN_TERMS, USED_CAR_WARRANTY } from '@/src/domain/vehicle-detail/tabs'
import type { ReactNode } from 'react'
import { DealerComments } from './DealerComments'
import { Tabs } from '@/src/components/ui/Tabs.client'
import { KeptHtml } from '@/src/components/ui/KeptHtml.client'
import { FeatureList } from './ExpandableList.client'

export interface VehicleTabsProps {
  tabs: { id: TabId; label: string }[]
  comments: Comments
  included: string[]
  features: string[]
  reserveText: string[]
  /** The Reserve action (its words and where it goes), when the car can be reserved. */
  reserve: { href: string; label: string } | null
}

/**
 * Panels with nothing to operate but a link: the browser keeps their server HTML rather than
 * hydrating it (KeptHtml). The comments and features have a more/less toggle and are
 * not here; a panel that gains a control must leave this list.
 */
const KEPT_TABS: ReadonlySet<TabId> = new Set(['included', 'whyBuy', 'reserve', 'protect'])

function Bullets({ items }: { items: readonly string[] }) {
  return (
    <ul className="grid list-disc gap-1.5 pl-5">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}

export function VehicleTabs({ tabs, comments, included, features, reserveText, reserve }: VehicleTabsProps) {
  const content: Record<TabId, () => ReactNode> = {
    comments: () => <DealerComments comments={comments} />,
    included: () => <Bullets items={included} />,
    whyBuy: () => (
      <div className="grid gap-3">
        <p className="font-semibold">Changed your mind? Our used-car return terms:</p>
        <Bullets items={USED_CAR_RETURN_TERMS} />
      </div>
    ),
    reserve: () => (
      <div className="grid gap-2">
        {reserveText.map((line) => (
          <p key={line}>{line}</p>
        ))}
        {reserve && (
          <a href={reserve.href} className="btn btn-accent mt-2 w-fit">
            {reserve.label}
          </a>
        )}
      </div>
    ),
    protect: () => <p>{USED_CAR_WARRANTY}</p>,
    features: () => <FeatureList features={features} limit={FEATURES_VISIBLE} labels={FEATURES_TOGGLE} />,
  }
  const panel = (id: TabId) => (KEPT_TABS.has(id) ? <KeptHtml>{content[id]()}</KeptHtml> : content[id]())
  return <Tabs label="Vehicle information" tabs={tabs.map((tab) => ({ ...tab, content: panel(tab.id) }))} />
}
