import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import type React from 'react'
import { Activity } from 'react'
import { AnnouncementBar } from '@/src/components/layout/AnnouncementBar.client'
import { SiteFooter } from '@/src/components/layout/SiteFooter'
import { SiteHeader } from '@/src/components/layout/SiteHeader'
import { VisitRecorder } from '@/src/components/leads/VisitRecorder.client'
import { RefreshOnSave } from '@/src/components/preview/RefreshOnSave.client'
import { CompareTray } from '@/src/components/shoppers/CompareTray.client'
import { WatchlistToast } from '@/src/components/shoppers/WatchlistToast.client'
import { CaptchaSiteKey } from '@/src/components/leads/CaptchaSiteKey.client'
import { EarlyClicks } from '@/src/components/ui/EarlyClicks.client'
import { PageHydrated } from '@/src/components/ui/PageHydrated.client'
import { PageIdle } from '@/src/components/ui/PageIdle.client'
import { EARLY_CLICKS_SCRIPT } from '@/src/components/ui/early-clicks'
import { turnstileSettings } from '@/src/lib/env'
import { getLocations } from '@/src/cms/locations'
import { getPosts } from '@/src/cms/posts'
import { getNavigation, getSiteSettings } from '@/src/cms/site'
import { primaryLocation } from '@/src/domain/locations/select'
import { resolveLink } from '@/src/domain/navigation/links'
import { themeCssVariables } from '@/src/domain/tenant/tenant-config'
import { RADIUS_CHOICES } from '@/src/domain/tenant/theme'
import { fallbackFontFaces } from '@/src/domain/tenant/theme-fonts'
import { requestNonce, requestOrigin } from '@/src/lib/request-origin'
import { SHOPPER_COOKIE } from '@/src/lib/shopper-session'
import { SHOPPER_SESSION_ATTRIBUTE, sessionHint } from '@/src/domain/shoppers/session-hint'
import { HoldingPage } from '@/src/components/layout/HoldingPage'
import { SitePreviewBanner } from '@/src/components/preview/SitePreviewBanner'
import { holdingText } from '@/src/domain/onboarding/holding'
import { type HostParams, resolveSite } from './tenant'

// Site pages read Payload at request time (cached reads), so `next build` needs no database.
export const dynamic = 'force-dynamic'

/** The id of the last element of a site page, which its first paint waits for (rel="expect"). */
const SITE_END = 'site-end'

/** Neither the holding page nor a staff preview of a site not launched is for search engines. */
const NOT_LAUNCHED_ROBOTS = { index: false, follow: false } as const

export async function generateMetadata({ params }: HostParams): Promise<Metadata> {
  const resolved = await resolveSite(params)
  if (resolved.kind === 'demo-index') return { title: 'Dealer Platform demo' }
  if (resolved.kind === 'holding')
    return { title: { absolute: holdingText(resolved.tenant.name, resolved.tenant.phones).title }, robots: NOT_LAUNCHED_ROBOTS }
  const { tenant } = resolved
  const favicon = tenant.theme.favicon?.url
  return {
    metadataBase: new URL(await requestOrigin()),
    title: { default: tenant.name, template: `%s | ${tenant.name}` },
    applicationName: tenant.name,
    icons: favicon ? { icon: favicon, apple: favicon } : undefined,
    openGraph: { siteName: tenant.name, locale: 'en_AU', type: 'website' },
    ...(resolved.preview ? { robots: NOT_LAUNCHED_ROBOTS } : {}),
  }
}

export default async function HostLayout({ children, params }: HostParams & { children: React.ReactNode }) {
  const resolved = await resolveSite(params)
  if (resolved.kind === 'demo-index') return children
  // Before launch the public sees only this. Every page below answers 404 to them meanwhile (so
  // none renders the site's content, and the status is set as for any missing page); the
  // not-found view under it renders nothing for a holding site.
  if (resolved.kind === 'holding')
    return (
      <>
        <HoldingPage text={holdingText(resolved.tenant.name, resolved.tenant.phones)} />
        {children}
      </>
    )
  const { tenant } = resolved
  const [nav, settings, locations, posts, jar, nonce] = await Promise.all([
    getNavigation(tenant),
    getSiteSettings(tenant),
    getLocations(tenant),
    getPosts(tenant),
    cookies(),
    requestNonce(),
  ])
  const style = {
    ...themeCssVariables(tenant.theme),
    '--radius': RADIUS_CHOICES[tenant.theme.radius],
  } as React.CSSProperties
  const fontPair = `${tenant.theme.fonts.heading}-${tenant.theme.fonts.body}`
  const announcement = settings?.announcement
  const announcementLink = resolveLink(announcement?.link)

  return (
    <div
      style={style}
      // Whether the browser sent a shopper session (session-hint.ts).
      {...{ [SHOPPER_SESSION_ATTRIBUTE]: sessionHint(jar.has(SHOPPER_COOKIE)) }}
      className="flex min-h-screen flex-col bg-[var(--color-background)] font-[family-name:var(--font-body)] text-[var(--color-text)]"
    >
      {/*
        Until a web font is in, its text is set in a local face sized to match (theme-fonts.ts).
        With href and precedence React puts the sheet in <head>, the only place HTML allows it.
      */}
      <style href={`font-fallbacks-${fontPair}`} precedence="default">
        {fallbackFontFaces([tenant.theme.fonts.heading, tenant.theme.fonts.body])}
      </style>
      {/* Before any button: a tap made before the page has hydrated is kept and done once it has (early-clicks.ts). */}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: EARLY_CLICKS_SCRIPT }} />
      <a href="#main" className="sr-only z-50 rounded bg-white px-4 py-2 text-black focus:not-sr-only focus:fixed focus:left-3 focus:top-3">
        Skip to content
      </a>
      {announcement?.enabled && announcement.message && (
        // The site's chrome is left off printed pages (the print view of a car).
        <AnnouncementBar
          message={announcement.message}
          href={announcementLink?.href ?? null}
          linkLabel={announcement.linkLabel ?? null}
          dismissible={announcement.dismissible !== false}
        />
      )}
      {/*
        The first frame waits until the whole page is parsed (SITE_END, below the footer): a
        browser otherwise paints as soon as its parser first yields and then styles and lays out
        the page again for every part parsed after it, each a task of its own while the shopper
        may already tap (on a car page 8-9 such passes after the first paint).
      */}
      <link rel="expect" href={`#${SITE_END}`} blocking="render" />
      {resolved.preview && <SitePreviewBanner />}
      <VisitRecorder />
      <RefreshOnSave />
      {/*
        The page hydrates in passes, one inside the other: the layout around these parts, then
        the header, then the main part, then the footer. React hydrates an <Activity> after the
        part around it, in short tasks with a commit of its own, and a part the shopper taps
        first (with the parts around it). In one pass the whole page was one commit of about
        30 ms on a fast desktop, a long task on a phone (TBT). Unlike <Suspense>, <Activity>
        does not let the server send a part later: the HTML is the same, whole and in order.
      */}
      <Activity>
        <div className="contents print:hidden">
          <SiteHeader
            tenant={tenant}
            nav={nav}
            settings={settings}
            location={primaryLocation(locations)}
            now={new Date()}
            hasPosts={posts.length > 0}
          />
        </div>
        <Activity>
          <main id="main" className="flex-1">
            <CaptchaSiteKey siteKey={turnstileSettings()?.siteKey ?? null}>{children}</CaptchaSiteKey>
          </main>
          <Activity>
            <div className="contents print:hidden">
              <SiteFooter tenant={tenant} nav={nav} settings={settings} locations={locations} hasPosts={posts.length > 0} />
              {tenant.features.compare && <CompareTray />}
              {tenant.features.watchlist && <WatchlistToast />}
            </div>
            {/* In the last pass: the page has hydrated when their effects run. */}
            <PageHydrated />
            <PageIdle />
            <EarlyClicks />
          </Activity>
        </Activity>
      </Activity>
      <div id={SITE_END} hidden />
    </div>
  )
}
