/**
 * The width and height to hand next/image for an image shown at most `maxHeight` CSS pixels tall:
 * the upload's aspect ratio at that height. next/image builds its 1x/2x candidates from these, so a
 * logo uploaded at 2,000 px is not fetched at 2,000 px for a 48 px header slot.
 */
export function displayBox(width: number, height: number, maxHeight: number): { width: number; height: number } {
  if (!(width > 0 && height > 0)) return { width: maxHeight, height: maxHeight }
  const shown = Math.min(maxHeight, height)
  return { width: Math.max(1, Math.round((width * shown) / height)), height: shown }
}
