/**
 * Reshapes a Tenants document (Payload's rows, relations and nulls) into the plain input
 * the TenantConfig schema parses. Kept free of Payload imports so it is unit-testable.
 */
type MediaLike =
  { url?: string | null; alt?: string | null; width?: number | null; height?: number | null } | number | string | null | undefined

function image(value: MediaLike, optional: boolean) {
  if (!value || typeof value !== 'object' || !value.url) return optional ? undefined : null
  return { url: value.url, alt: value.alt ?? '', width: value.width ?? undefined, height: value.height ?? undefined }
}

/** The parts of a Tenants document this reshapes; everything else passes through to the schema. */
type TenantDocLike = {
  domains?: ({ domain?: string } | string)[] | null
  theme?: ({ logo?: MediaLike; favicon?: MediaLike } & Record<string, unknown>) | null
  [field: string]: unknown
}

export function tenantDocToConfigInput(doc: TenantDocLike, options: { logoOptional?: boolean } = {}) {
  const theme = doc.theme ?? {}
  return {
    ...doc,
    // A new site stays behind its holding page until onboarding staff launch it.
    launched: Boolean(doc.launchedAt),
    domains: (doc.domains ?? []).map((row) => (typeof row === 'string' ? row : row.domain)),
    theme: {
      ...theme,
      logo: image(theme.logo, Boolean(options.logoOptional)),
      favicon: image(theme.favicon, Boolean(options.logoOptional)),
    },
  }
}
