// What `npm run search:reindex -- --dry-run` prints: the counts per dealership, the objects to
// save and to delete, and the settings each index would get (a replica as its differences from
// the primary, since it shares all the rest).
import { formatCount } from '@/src/domain/numbers'
import { stableJson } from '@/src/lib/stable-json'
import { BATCH_LIMITS } from './batches'
import type { ReindexPlan } from './reindex'
import { allIndexSettings } from './settings'

/** Objects to delete listed by id up to this many; the count is always shown. */
const LISTED_DELETES = 20

function settingsLines(): string[] {
  const [primary, ...replicas] = allIndexSettings()
  const base = primary.settings as Record<string, unknown>
  const lines = [`  ${primary.indexName}: ${JSON.stringify(primary.settings)}`]
  for (const { indexName, settings } of replicas) {
    const own = settings as Record<string, unknown>
    const changed = Object.keys({ ...base, ...own }).filter((k) => stableJson(base[k]) !== stableJson(own[k]))
    const text = changed.map((k) => (k in own ? `${k}=${JSON.stringify(own[k])}` : `no ${k}`)).join(', ')
    lines.push(`  ${indexName} (replica): as ${primary.indexName}, except ${text}`)
  }
  return lines
}

export function describePlan(plan: ReindexPlan, scope: { appId: string; dealership?: string }): string[] {
  const batches = Math.ceil(plan.save / BATCH_LIMITS.operations)
  const listed = plan.delete.slice(0, LISTED_DELETES)
  return [
    `Dry run: nothing is written to Algolia application ${scope.appId}.`,
    `Scope: ${scope.dealership === undefined ? 'every dealership' : `dealership ${scope.dealership}`}`,
    `Objects to save: ${formatCount(plan.save)} (${batches} batch${batches === 1 ? '' : 'es'} of up to ${formatCount(BATCH_LIMITS.operations)})`,
    ...plan.dealerships.map((d) => `  ${d.slug}: ${formatCount(d.cars)}`),
    `Objects to delete (in Algolia, not stored here): ${formatCount(plan.delete.length)} of ${formatCount(plan.inAlgolia)} in Algolia`,
    ...listed.map((id) => `  ${id}`),
    ...(plan.delete.length > listed.length ? [`  ... and ${formatCount(plan.delete.length - listed.length)} more`] : []),
    'Settings to apply:',
    ...settingsLines(),
    ...(plan.refusal ? [`The reindex would not run: ${plan.refusal}`] : []),
  ]
}
