// The shopper's details a browser keeps to prefill later forms. Apart from the form schemas
// (contact.ts), because every page records visits through the same storage module, and the
// schema library should not load on pages without a form.

/** Stored user details: kept only when name, email and phone are all present. */
export interface StoredUserDetails {
  name: string
  last_name: string
  email: string
  phone: string
  postcode: string
}

export function userDetailsToStore(values: Partial<Record<keyof StoredUserDetails, unknown>>): StoredUserDetails | null {
  const text = (key: keyof StoredUserDetails) => (typeof values[key] === 'string' ? (values[key] as string).trim() : '')
  if (!text('name') || !text('email') || !text('phone')) return null
  return { name: text('name'), last_name: text('last_name'), email: text('email'), phone: text('phone'), postcode: text('postcode') }
}
