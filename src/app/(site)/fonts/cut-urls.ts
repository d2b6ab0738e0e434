// The URLs the build gives the basic-Latin cuts: the same files basic-latin.css asks for, so the
// layout's preloads (firstScreenCuts) are the very requests the stylesheet's faces use.
import type { FontCut } from '@/src/domain/tenant/theme'
import inter from './inter-basic-latin-wght-normal.woff2'
import merriweather400 from './merriweather-basic-latin-400-normal.woff2'
import merriweather700 from './merriweather-basic-latin-700-normal.woff2'
import montserrat from './montserrat-basic-latin-wght-normal.woff2'
import oswald from './oswald-basic-latin-wght-normal.woff2'
import sourceSans from './source-sans-3-basic-latin-wght-normal.woff2'

export const FONT_CUT_URLS: Record<FontCut, string> = {
  'inter-basic-latin-wght-normal': inter,
  'merriweather-basic-latin-400-normal': merriweather400,
  'merriweather-basic-latin-700-normal': merriweather700,
  'montserrat-basic-latin-wght-normal': montserrat,
  'oswald-basic-latin-wght-normal': oswald,
  'source-sans-3-basic-latin-wght-normal': sourceSans,
}
