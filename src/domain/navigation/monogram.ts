/**
 * The letters shown for a make without a logo (the search page's make filter, the brand grid):
 * the initials of its first two words, so "Land Rover" is "LR", "Mercedes-Benz" "MB", "Kia" "K".
 */
export function monogram(name: string): string {
  return name
    .split(/[\s-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('')
}
