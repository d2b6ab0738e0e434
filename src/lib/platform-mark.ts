/**
 * The platform's built-in mark: a steering wheel on the platform blue, as an SVG data URI, used as
 * the admin's logo, icon and favicon when the operator sets none.
 */
const MARK_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#1d4ed8"/>' +
  '<circle cx="16" cy="16" r="9" fill="none" stroke="#fff" stroke-width="2.5"/><circle cx="16" cy="16" r="2.5" fill="#fff"/>' +
  '<path d="M7.5 14.5h6.5M18 14.5h6.5M16 18.5V25" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/></svg>'

export const PLATFORM_MARK_DATA_URI = `data:image/svg+xml,${encodeURIComponent(MARK_SVG)}`
