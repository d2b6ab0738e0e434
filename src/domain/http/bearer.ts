/** The token of an `Authorization: Bearer <token>` header (the scheme in any case), or null. */
export function bearerToken(header: string | null | undefined): string | null {
  return header?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null
}
