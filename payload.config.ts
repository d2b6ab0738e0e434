import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { multiTenantPlugin } from '@payloadcms/plugin-multi-tenant'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { s3Storage } from '@payloadcms/storage-s3'
import { buildConfig, type Plugin } from 'payload'
import sharp from 'sharp'
import { Shoppers, ShopperCodes, WatchlistEntries } from './collections/Shoppers'
import { Leads } from './collections/Leads'
import { FinanceApplications } from './collections/FinanceApplications'
import { TradeInPhotos } from './collections/TradeInPhotos'
import { Reservations } from './collections/Reservations'
import { Redirects } from './collections/Redirects'
import { Sections } from './collections/Sections'
import { Locations } from './collections/Locations'
import { Media } from './collections/Media'
import { Navigation } from './collections/Navigation'
import { Offers } from './collections/Offers'
import { Pages } from './collections/Pages'
import { Posts } from './collections/Posts'
import { PromoTiles } from './collections/PromoTiles'
import { Reviews } from './collections/Reviews'
import { SiteSettings } from './collections/SiteSettings'
import { TeamMembers } from './collections/TeamMembers'
import { Tenants } from './collections/Tenants'
import { Users } from './collections/Users'
import { isPlatformAdmin, type AccessUser } from './collections/_access/predicates'
import { defaultTenant } from './collections/_fields/tenant-default'
import { TENANT_SCOPED } from './collections/tenant-scoped'
import { databaseErrorsAreBadRequests } from './collections/_hooks/database-errors'
import { hardenBuiltInCollections } from './collections/_system'
import { migrations } from './migrations'
import { eraseExpiredLeadsTask } from './src/cms/lead-admin'
import { kickReservationLapses } from './src/cms/reservation-lapses'
import { deliverLeadTask, kickDueLeadDeliveries } from './src/cms/lead-delivery'
import { processJobsLeader } from './src/cms/jobs-leader'
import { platformOrigins } from './src/domain/host/platform'
import { databaseUrl, env, isDemoMode, payloadSecret, platformBrand, s3Settings } from './src/lib/env'
import { logger } from './src/lib/logger'
import { PLATFORM_MARK_DATA_URI } from './src/lib/platform-mark'
import { pgForPayload } from './src/lib/pg-pools'
import { seoGenerateEndpoints } from './src/cms/seo-generate'
import { seoPanelTranslations } from './collections/_fields/seo'

export { TENANT_SCOPED }

const dirname = path.dirname(fileURLToPath(import.meta.url))
const s3 = s3Settings()
const plugins: Plugin[] = [
  multiTenantPlugin({
    tenantsSlug: 'tenants',
    collections: TENANT_SCOPED,
    tenantsArrayField: { includeDefaultField: false },
    tenantField: { defaultValue: defaultTenant },
    userHasAccessToAllTenants: (user) => isPlatformAdmin(user as AccessUser),
    tenantSelectorLabel: 'Dealer site',
  }),
]
if (s3) {
  plugins.push(
    s3Storage({
      collections: { media: true, 'trade-in-photos': true },
      bucket: s3.bucket,
      config: { region: s3.region, endpoint: s3.endpoint, forcePathStyle: s3.forcePathStyle, credentials: s3.credentials },
    }),
  )
}

// Cookie-authenticated requests and CORS calls only from the platform host.
const platformAdminJobs = ({ req }: { req: { user?: unknown } }) => isPlatformAdmin(req.user as AccessUser)

const staffOrigins = platformOrigins({ serverUrl: env.NEXT_PUBLIC_SERVER_URL, demo: isDemoMode, port: env.PORT })

const brand = platformBrand()

const config = buildConfig({
  secret: payloadSecret(),
  // Payload's own lines (its error handler, migrations, jobs) through the server's logger: JSON
  // in production, readable in the demo (by default Payload writes pino-pretty lines everywhere).
  logger,
  serverURL: env.NEXT_PUBLIC_SERVER_URL,
  csrf: staffOrigins,
  cors: staffOrigins,
  hooks: { afterError: [databaseErrorsAreBadRequests] },
  endpoints: [...seoGenerateEndpoints],
  i18n: { translations: seoPanelTranslations as never },
  admin: {
    user: Users.slug,
    avatar: 'default',
    meta: {
      titleSuffix: ` · ${brand.name}`,
      icons: [{ rel: 'icon', type: brand.iconUrl ? undefined : 'image/svg+xml', url: brand.iconUrl ?? PLATFORM_MARK_DATA_URI }],
    },
    importMap: { baseDir: path.resolve(dirname) },
    components: {
      graphics: { Logo: '/src/components/admin/PlatformBrand#PlatformLogo', Icon: '/src/components/admin/PlatformBrand#PlatformIcon' },
      afterNavLinks: ['/src/components/admin/LeadsNavLink#LeadsNavLink', '/src/components/admin/FeedsNavLink#FeedsNavLink'],
      views: {
        dashboard: { Component: '/src/components/admin/Dashboard#Dashboard' },
        stockFeeds: { Component: '/src/components/admin/FeedsView#FeedsView', path: '/stock-feeds' },
      },
    },
  },
  collections: [
    Tenants,
    Users,
    Pages,
    Posts,
    Navigation,
    SiteSettings,
    Media,
    Locations,
    Reviews,
    TeamMembers,
    Offers,
    PromoTiles,
    Leads,
    FinanceApplications,
    TradeInPhotos,
    Shoppers,
    WatchlistEntries,
    ShopperCodes,
    Reservations,
    Redirects,
    Sections,
  ],
  editor: lexicalEditor(),
  db: postgresAdapter({
    pool: { connectionString: databaseUrl(), max: 10 },
    // Its pools log a connection PostgreSQL dropped instead of crashing the server (src/lib/pg-pools.ts).
    pg: pgForPayload,
    // Schema changes only through committed migrations (no dev push in CI or production).
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
    prodMigrations: migrations,
  }),
  sharp,
  plugins,
  graphQL: { disablePlaygroundInProduction: true },
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  jobs: {
    // Running, queueing or cancelling jobs over the API is for platform admins only.
    access: { run: platformAdminJobs, queue: platformAdminJobs, cancel: platformAdminJobs },
    // Scheduled publishing runs in one app process at a time (the jobs leader below).
    // Leads are also delivered right after they are stored (src/app/api/leads/route.ts); the cron
    // picks up retries whose backoff has passed.
    autoRun: env.NODE_ENV === 'test' ? undefined : [{ cron: '*/15 * * * * *', queue: 'default', limit: 10 }],
    // Lead jobs are not run by Payload's runner (it can hand one job to two overlapping runs);
    // each cron tick kicks our claiming loop instead (src/cms/lead-delivery.ts), which also
    // frees jobs a killed process left "processing".
    shouldAutoRun: (payload) => {
      void kickDueLeadDeliveries(payload)
      // Reservation holds past their time are let go, at most once a minute.
      void kickReservationLapses(payload)
      // Payload's own queue runs in one process at a time, whichever holds the lock (src/cms/jobs-leader.ts).
      return processJobsLeader(databaseUrl()).leading()
    },
    tasks: [deliverLeadTask as never, eraseExpiredLeadsTask as never],
  },
})

export default config.then(hardenBuiltInCollections)
