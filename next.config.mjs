import path from 'node:path'
import { withPayload } from '@payloadcms/next/withPayload'
import { IMAGE_CONFIG } from './src/domain/http/image-config.js'
import { siteRewriteRules } from './src/domain/http/site-rewrite.js'
import { adminOnlyThemeHints, staticHeaderRules } from './src/domain/http/static-headers.js'

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // The production image runs .next/standalone: the server and only the files it loads (Dockerfile).
  output: 'standalone',
  // scripts/lib/web-server.ts compresses (Brotli; next start can only gzip).
  compress: false,
  // Demo hosts are *.localhost; dev blocks other origins otherwise.
  allowedDevOrigins: ['*.localhost', 'localhost', '127.0.0.1'],
  images: IMAGE_CONFIG,
  // Next's data cache: in Redis when REDIS_URL is set (shared by every process), else Next's own.
  cacheHandler: path.join(import.meta.dirname, 'src/lib/cache-handler.mjs'),
  turbopack: { root: import.meta.dirname },
  // `npm test` checks the types itself (tsc) before it starts this build, and says so here:
  // checking them again in the build took 72 s of the CI machine's two cores.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPES_CHECKED === '1' },
  // A CI build is the clone's first and last: writing Turbopack's cache for a next build took 53 s.
  experimental: { turbopackFileSystemCacheForBuild: process.env.CI !== 'true' },
  // Every response, including those the proxy never sees (static assets, image optimizer).
  headers: async () => staticHeaderRules(),
  // The tenant prefix, keyed by the header src/proxy.ts sets (src/domain/http/site-rewrite.js).
  rewrites: async () => ({ beforeFiles: siteRewriteRules(), afterFiles: [], fallback: [] }),
}

const config = withPayload(nextConfig, { devBundleServerPackages: false })

// Payload's colour-theme client hint (with Critical-CH) on the admin only: elsewhere it made
// Chromium request every first page view twice (src/domain/http/static-headers.js).
export default { ...config, headers: async () => adminOnlyThemeHints(await config.headers()) }
