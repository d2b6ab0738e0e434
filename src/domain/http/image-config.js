// Plain JavaScript on purpose: next.config.mjs imports it (see static-headers.js), and the tests
// check Next's image optimizer against the same settings.

/**
 * next.config `images`. The optimizer fetches only our own images: one
 * media file or one drawn demo picture per address (a single path segment; nothing is served
 * under /static), nothing remote, at the one quality the site asks for. What it would still
 * answer with a 500 (a broken escape in `url`, an Accept header it cannot parse) the proxy
 * answers with a 400 (image-request.ts).
 */
export const IMAGE_CONFIG = {
  localPatterns: [{ pathname: '/api/media/file/*' }, { pathname: '/api/inventory-images/*' }],
  remotePatterns: [],
  qualities: [75],
}
