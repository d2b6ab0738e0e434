// A native range input only takes values on its step grid from `min`: a maximum off that grid
// (a price range of 0-123,990 in steps of 1,240) cannot be reached, and the thumb at the end of
// the track reads the last step below it. The input's own maximum is the first grid point at or
// past the real one, and what it reports is clamped back (`clamp` of the slider rules).

/** The first point of the step grid at or past `max`. */
export function gridEnd(min: number, max: number, step: number): number {
  if (!(step > 0) || max <= min) return max
  return min + Math.ceil((max - min) / step - 1e-9) * step
}
