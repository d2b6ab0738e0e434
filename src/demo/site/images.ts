import sharp from 'sharp'

/**
 * Demo images drawn locally (nothing is downloaded): SVG scenes and wordmarks rasterised
 * by sharp. Used by the demo seed only.
 */
export type ImageSpec =
  | { kind: 'logo'; text: string; sub?: string; fg: string; accent: string; bg?: string; emblem?: 'wave' | 'star' | 'sun' }
  | {
      kind: 'scene'
      scene: 'city' | 'coast' | 'outback' | 'showroom'
      sky: [string, string]
      ground: string
      accent: string
      vehicle: 'car' | 'ute' | 'caravan' | 'suv' | 'motorcycle'
    }
  | { kind: 'brand'; text: string; fg: string; bg: string }
  | { kind: 'favicon'; letter: string; fg: string; bg: string }

const esc = (s: string) => s.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!)

function emblem(kind: string, colour: string): string {
  if (kind === 'star') return `<path d="M40 8l8 22h22l-18 13 7 22-19-14-19 14 7-22L10 30h22z" fill="${colour}"/>`
  if (kind === 'sun') return `<circle cx="40" cy="40" r="18" fill="${colour}"/><path d="M6 60h68" stroke="${colour}" stroke-width="6"/>`
  return `<path d="M6 48c12-14 22-14 34 0s22 14 34 0" stroke="${colour}" stroke-width="8" fill="none"/><path d="M6 30c12-14 22-14 34 0s22 14 34 0" stroke="${colour}" stroke-width="5" fill="none" opacity=".6"/>`
}

function logoSvg(s: Extract<ImageSpec, { kind: 'logo' }>): string {
  // DejaVu Sans Bold at 44px with its letter spacing is up to 34px per capital (W, O, C); size the
  // canvas to the words so the widest names are not cut off.
  const width = Math.ceil(110 + Math.max(s.text.length * 34, (s.sub?.length ?? 0) * 19))
  const bg = s.bg ? `<rect width="${width}" height="120" fill="${s.bg}"/>` : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="120">${bg}
  <g transform="translate(8,20)">${emblem(s.emblem ?? 'wave', s.accent)}</g>
  <text x="100" y="${s.sub ? 66 : 78}" font-family="DejaVu Sans, sans-serif" font-size="44" font-weight="700" letter-spacing="1" fill="${s.fg}">${esc(s.text)}</text>
  ${s.sub ? `<text x="102" y="100" font-family="DejaVu Sans, sans-serif" font-size="22" letter-spacing="6" fill="${s.accent}">${esc(s.sub)}</text>` : ''}
</svg>`
}

function vehicleShape(kind: string, colour: string): string {
  const wheels = (xs: number[]) =>
    xs.map((x) => `<circle cx="${x}" cy="0" r="34" fill="#1f2937"/><circle cx="${x}" cy="0" r="14" fill="#d1d5db"/>`).join('')
  if (kind === 'caravan')
    return `<g><rect x="-40" y="-170" width="420" height="150" rx="28" fill="#f8fafc"/><rect x="-40" y="-95" width="420" height="18" fill="${colour}"/><rect x="20" y="-150" width="90" height="45" rx="8" fill="#334155"/><rect x="250" y="-150" width="80" height="110" rx="6" fill="#cbd5e1"/><path d="M-40 -40h-90" stroke="#374151" stroke-width="10"/>${wheels([150])}</g>`
  if (kind === 'motorcycle') {
    const wheel = (x: number) =>
      `<circle cx="${x}" cy="-16" r="50" fill="#1f2937"/><circle cx="${x}" cy="-16" r="30" fill="#9ca3af"/><circle cx="${x}" cy="-16" r="10" fill="#1f2937"/>`
    return `<g>${wheel(40)}${wheel(330)}<path d="M40 -16L160 -70M330 -16L282 -150" stroke="#9ca3af" stroke-width="12"/><path d="M175 -45H60" stroke="#6b7280" stroke-width="14" stroke-linecap="round"/><rect x="140" y="-115" width="95" height="65" rx="10" fill="#374151"/><path d="M150 -118q60 -60 125 -20l-15 22z" fill="${colour}"/><path d="M55 -112h105l-12 16h-83z" fill="#111827"/><path d="M10 -118l55 -6 8 16z" fill="${colour}"/><path d="M262 -168l40 -10" stroke="#111827" stroke-width="8"/><circle cx="300" cy="-132" r="13" fill="#fde68a"/></g>`
  }
  const body =
    kind === 'ute'
      ? `<path d="M-60 -30v-60l70-10 60-60h150l40 60h170v70z" fill="${colour}"/>`
      : kind === 'suv'
        ? `<path d="M-60 -30v-70l40-20 60-70h230l70 80 60 10v70z" fill="${colour}"/>`
        : `<path d="M-60 -30v-50l60-20 80-60h170l90 60 60 15v55z" fill="${colour}"/>`
  return `<g>${body}<path d="M40 -110l50-45h120l10 45z" fill="#bfdbfe" opacity=".85"/>${wheels([30, 330])}</g>`
}

function sceneSvg(s: Extract<ImageSpec, { kind: 'scene' }>, width: number, height: number): string {
  const horizon = height * 0.68
  const backdrop = {
    city: Array.from(
      { length: 14 },
      (_, i) =>
        `<rect x="${i * 140 + 20}" y="${horizon - 120 - ((i * 53) % 160)}" width="110" height="${120 + ((i * 53) % 160)}" fill="#0f172a" opacity=".35"/>`,
    ).join(''),
    coast: `<path d="M0 ${horizon - 40}q480 -60 960 0t960 0v60H0z" fill="#0ea5e9" opacity=".45"/><circle cx="${width * 0.8}" cy="${height * 0.22}" r="60" fill="#fde68a"/>`,
    outback: `<path d="M0 ${horizon}l300-110 180 60 260-140 300 120 240-70 300 100 340-60v100H0z" fill="${s.accent}" opacity=".55"/><circle cx="${width * 0.18}" cy="${height * 0.25}" r="70" fill="#fcd34d"/>`,
    showroom: Array.from(
      { length: 8 },
      (_, i) => `<rect x="${i * 250}" y="40" width="10" height="${horizon - 40}" fill="#ffffff" opacity=".25"/>`,
    ).join(''),
  }[s.scene]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.sky[0]}"/><stop offset="1" stop-color="${s.sky[1]}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>${backdrop}
  <rect y="${horizon}" width="${width}" height="${height - horizon}" fill="${s.ground}"/>
  <path d="M0 ${horizon + 70}h${width}" stroke="#ffffff" stroke-width="6" stroke-dasharray="60 50" opacity=".5"/>
  <g transform="translate(${width * 0.58},${horizon + 40}) scale(${height / 540})">${vehicleShape(s.vehicle, s.accent)}</g>
</svg>`
}

function brandSvg(s: Extract<ImageSpec, { kind: 'brand' }>): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="160"><rect width="320" height="160" rx="16" fill="${s.bg}"/>
  <text x="160" y="96" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${s.text.length > 9 ? 28 : 38}" font-weight="700" letter-spacing="2" fill="${s.fg}">${esc(s.text.toUpperCase())}</text></svg>`
}

function faviconSvg(s: Extract<ImageSpec, { kind: 'favicon' }>): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128"><rect width="128" height="128" rx="24" fill="${s.bg}"/>
  <text x="64" y="90" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="76" font-weight="700" fill="${s.fg}">${esc(s.letter)}</text></svg>`
}

export interface RenderedImage {
  data: Buffer
  mimetype: string
  name: string
}

export async function renderImage(key: string, spec: ImageSpec): Promise<RenderedImage> {
  if (spec.kind === 'scene') {
    const data = await sharp(Buffer.from(sceneSvg(spec, 1920, 790)))
      .webp({ quality: 80 })
      .toBuffer()
    return { data, mimetype: 'image/webp', name: `${key}.webp` }
  }
  const svg = spec.kind === 'logo' ? logoSvg(spec) : spec.kind === 'brand' ? brandSvg(spec) : faviconSvg(spec)
  const data = await sharp(Buffer.from(svg)).png().toBuffer()
  return { data, mimetype: 'image/png', name: `${key}.png` }
}
