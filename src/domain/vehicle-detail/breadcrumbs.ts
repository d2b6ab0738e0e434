// Breadcrumbs of a vehicle page (Home is position 1; crumbs follow /search/... plus
// car type, make, model and body). Every crumb links to a search page that exists: the car
// type and make/model pages of search-route.ts, and the body as that page's body refinement.
import { bodyLabel } from '@/src/domain/inventory/search-filters'
import { CAR_TYPE_PATHS } from '@/src/domain/inventory/search-route'
import type { Crumb } from '@/src/domain/navigation/breadcrumbs'
import { slugify } from '@/src/domain/navigation/slug'
import type { DetailCar } from './car'

type CrumbCar = Pick<DetailCar, 'car_type' | 'make' | 'model' | 'simple_body' | 'name' | 'path'>

/** The car-type search path that lists exactly this car type ("used" -> "used-cars"). */
export function carTypeSearchPath(carType: string | undefined): { path: string; label: string } | null {
  if (!carType) return null
  const entry = Object.entries(CAR_TYPE_PATHS).find(([, v]) => v.carTypes.length === 1 && v.carTypes[0] === carType)
  return entry ? { path: `/search/${entry[0]}`, label: entry[1].label } : null
}

export function carBreadcrumbs(car: CrumbCar): Crumb[] {
  const parts: Omit<Crumb, 'position'>[] = [
    { name: 'Home', href: '/' },
    { name: 'Search', href: '/search' },
  ]
  const carType = carTypeSearchPath(car.car_type)
  if (carType) parts.push({ name: carType.label, href: carType.path })
  const make = slugify(car.make ?? '')
  const model = slugify(car.model ?? '')
  if (make) parts.push({ name: car.make.trim(), href: `/search/${make}` })
  if (make && model) parts.push({ name: car.model.trim(), href: `/search/${make}/${model}` })
  if (car.simple_body) {
    const base = make && model ? `/search/${make}/${model}` : make ? `/search/${make}` : '/search'
    parts.push({ name: bodyLabel(car.simple_body), href: `${base}?body=${encodeURIComponent(car.simple_body)}` })
  }
  parts.push({ name: car.name, href: car.path })
  return parts.map((crumb, i) => ({ ...crumb, position: i + 1 }))
}
