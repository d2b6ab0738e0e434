// The demo car silhouettes shared by the photos (vehicle-image.ts) and the 360° frames
// (spin-image.ts): one side-on body per shape, in the car's colour.
import type { ImageShape } from '@/src/demo/inventory'

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

/** The side-on silhouette (front to the right), in an 800 x 533 picture before its 20 px drop. */
export function body(shape: ImageShape, colour: string): string {
  const wheels = (xs: number[]) =>
    xs.map((x) => `<circle cx="${x}" cy="300" r="38" fill="#1f2937"/><circle cx="${x}" cy="300" r="15" fill="#d1d5db"/>`).join('')
  const glass = '<path d="M300 170l60-55h150l60 55z" fill="#bfdbfe" opacity=".9"/>'
  const paths: Record<ImageShape, string> = {
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
