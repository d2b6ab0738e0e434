/** Accepted payments strip. */
export const PAYMENT_METHODS = [
  { value: 'mastercard', label: 'Mastercard' },
  { value: 'visa', label: 'Visa' },
  { value: 'maestro', label: 'Maestro' },
  { value: 'google-pay', label: 'Google Pay' },
  { value: 'apple-pay', label: 'Apple Pay' },
] as const

/** Keeps PAYMENT_METHODS' order whatever order the editor picked them in. */
export function orderedPaymentMethods(selected: readonly string[] | null | undefined) {
  const chosen = new Set(selected ?? PAYMENT_METHODS.map((m) => m.value))
  return PAYMENT_METHODS.filter((m) => chosen.has(m.value))
}
