// The demo car silhouettes shared by the photos (vehicle-image.ts) and the 360° frames
// (spin-image.ts): one side-on body per shape, in the car's colour.
import type { ImageShape } from '@/src/demo/inventory'
import { MOTORCYCLE_AXLE_Y } from '@/src/demo/inventory/spin'

export const IMAGE_COLOURS: Readonly<Record<string, string>> = {
  white: '#f8fafc',
  black: '#111827',
  silver: '#cbd5e1',
  grey: '#6b7280',
  blue: '#1d4ed8',
  red: '#b91c1c',
  bronze: '#92400e',
  green: '#166534',
  orange: '#ea580c',
  yellow: '#eab308',
}

/** A motorcycle side-on: taller wheels on the same ground line as a car's. */
function motorcycle(colour: string): string {
  const y = MOTORCYCLE_AXLE_Y
  const wheel = (x: number) =>
    `<circle cx="${x}" cy="${y}" r="60" fill="#1f2937"/><circle cx="${x}" cy="${y}" r="36" fill="#9ca3af"/><circle cx="${x}" cy="${y}" r="12" fill="#1f2937"/>`
  return `${wheel(230)}${wheel(590)}<path d="M230 ${y}L380 210M590 ${y}L530 110" stroke="#9ca3af" stroke-width="14"/>
  <path d="M400 250H250" stroke="#6b7280" stroke-width="16" stroke-linecap="round"/><rect x="360" y="160" width="120" height="85" rx="12" fill="#374151"/>
  <path d="M370 158q75-75 155-25l-18 27z" fill="${colour}"/><path d="M250 150h135l-15 20h-105z" fill="#111827"/><path d="M195 145l70-8 10 20z" fill="${colour}"/>
  <path d="M510 100l50-12" stroke="#111827" stroke-width="10"/><circle cx="555" cy="132" r="16" fill="#fde68a"/>`
}

/** The side-on silhouette (front to the right), in an 800 x 533 picture before its 20 px drop. */
export function body(shape: ImageShape, colour: string): string {
  if (shape === 'motorcycle') return motorcycle(colour)
  const wheels = (xs: number[]) =>
    xs.map((x) => `<circle cx="${x}" cy="300" r="38" fill="#1f2937"/><circle cx="${x}" cy="300" r="15" fill="#d1d5db"/>`).join('')
  const glass = '<path d="M300 170l60-55h150l60 55z" fill="#bfdbfe" opacity=".9"/>'
  const paths: Record<Exclude<ImageShape, 'motorcycle'>, string> = {
    sedan: `<path d="M130 300v-55l90-25 90-70h200l100 70 90 20v60z" fill="${colour}"/>${glass}${wheels([240, 580])}`,
    hatch: `<path d="M150 300v-60l80-25 80-85h220l70 100 40 10v60z" fill="${colour}"/>${glass}${wheels([250, 560])}`,
    suv: `<path d="M130 300v-80l60-20 70-90h270l80 90 70 20v80z" fill="${colour}"/>${glass}${wheels([240, 590])}`,
    ute: `<path d="M120 300v-70l70-15 70-90h170l40 90h240v85z" fill="${colour}"/>${glass}${wheels([230, 600])}`,
    van: `<path d="M140 300v-150l60-60h420l40 60v150z" fill="${colour}"/><rect x="210" y="110" width="120" height="60" fill="#bfdbfe"/>${wheels([250, 580])}`,
    coupe: `<path d="M130 300v-45l110-30 90-55h170l120 60 90 20v50z" fill="${colour}"/>${glass}${wheels([240, 590])}`,
    caravan: `<rect x="150" y="90" width="520" height="190" rx="30" fill="${colour}"/><rect x="150" y="190" width="520" height="18" fill="#0f766e"/><rect x="220" y="120" width="110" height="50" rx="8" fill="#334155"/><rect x="520" y="120" width="80" height="140" rx="6" fill="#94a3b8"/><path d="M150 260h-90" stroke="#374151" stroke-width="10"/>${wheels([420])}`,
  }
  return paths[shape]
}
