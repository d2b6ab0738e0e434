/**
 * Whole numbers as the sites show them: "131,026", "131,026 km". Grouped by hand rather than
 * with Intl so server and browser always render the same text (hydration never differs).
 */

/** "1234567" -> "1,234,567" for a string of digits. */
export const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')

/** A count or a measure rounded to a whole number with thousands separators: "1,234". */
export function formatCount(value: number): string {
  const rounded = Math.round(value)
  return `${rounded < 0 ? '-' : ''}${groupThousands(String(Math.abs(rounded)))}`
}

/** An odometer reading: "131,026 km". */
export const formatKm = (km: number): string => `${formatCount(km)} km`
