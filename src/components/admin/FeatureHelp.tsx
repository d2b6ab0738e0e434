// The admin's words beside each feature switch: what it changes, and a link to the page of this
// dealer's site where that shows (the site's first domain), so staff can check what they switched.
import { siteUrl } from '@/src/domain/admin/dashboard'
import { type FeatureKey, comingSoonOf, featureHelp, featureShownAt } from '@/src/domain/tenant/features'
import { originFromHeaders } from '@/src/lib/request-origin'

interface Props {
  feature: FeatureKey
  data?: { domains?: { domain?: string | null }[] | null } | null
  req?: { headers: Headers }
}

export function FeatureHelp({ feature, data, req }: Props) {
  const soon = comingSoonOf(feature)
  const help = featureHelp(feature)
  const origin = req ? siteUrl(data?.domains?.[0]?.domain, originFromHeaders(req.headers)) : null
  const shown = featureShownAt(feature)
  return (
    <div className="field-description" data-testid={`feature-help-${feature}`}>
      {/* One inline run: Payload lays a description's children out as flex items. */}
      <span>
        {help}
        {origin && !soon && (
          <>
            {' '}
            <a href={`${origin}${shown.path}`} target="_blank" rel="noreferrer">
              {shown.text}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </>
        )}
      </span>
    </div>
  )
}

/** A group's own line under its heading (Payload draws no description for a collapsible). */
export function FeatureGroupNote({ text }: { text: string }) {
  return (
    <p className="field-description" style={{ marginTop: 0 }}>
      {text}
    </p>
  )
}
