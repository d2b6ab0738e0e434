import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Demo hosts are *.localhost; dev blocks other origins otherwise.
  allowedDevOrigins: ['*.localhost', 'localhost', '127.0.0.1'],
  images: {
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/api/inventory-images/**' }, { pathname: '/static/**' }],
  },
  turbopack: { root: import.meta.dirname },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
