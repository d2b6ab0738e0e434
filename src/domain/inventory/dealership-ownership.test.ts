import { describe, expect, test } from 'vitest'
import { TENANT_DEFAULTS } from '@/src/domain/tenant/tenant-config'
import { dealershipOwner, ownedDealerships, ownershipProblem } from './dealership-ownership'

const site = (id: number, slug: string, dealerships: string[] = [], ownedElsewhere: string[] = []) => ({
  ...TENANT_DEFAULTS,
  id,
  slug,
  name: slug.replace(/-/g, ' '),
  inventory: { ...TENANT_DEFAULTS.inventory, dealerships, ownedElsewhere },
})

const group = site(1, 'group', ['toyota', 'mazda'])
const usedMicrosite = site(2, 'used-cars', ['toyota', 'mazda'], ['toyota', 'mazda'])
const solo = site(3, 'solo')

describe('ownedDealerships', () => {
  test.each([
    [group, ['toyota', 'mazda']],
    [usedMicrosite, []],
    [solo, ['solo']], // an empty list shows (and owns) the site's own slug
    [site(4, 'x', [' toyota '], ['toyota ']), []],
  ])('%o owns %o', (tenant, owned) => {
    expect(ownedDealerships(tenant)).toEqual(owned)
  })
})

describe('dealershipOwner', () => {
  test('the one owning site, whoever else shows the dealership', () => {
    expect(dealershipOwner([usedMicrosite, group, solo], 'toyota')?.slug).toBe('group')
    expect(dealershipOwner([usedMicrosite, group, solo], 'solo')?.slug).toBe('solo')
  })

  test('nobody, when no site or two sites claim it (platform staff decide then)', () => {
    expect(dealershipOwner([usedMicrosite], 'toyota')).toBeNull()
    expect(dealershipOwner([group, site(5, 'rival', ['toyota'])], 'toyota')).toBeNull()
    expect(dealershipOwner([group], 'unknown')).toBeNull()
  })
})

describe('ownershipProblem', () => {
  test('a second site claiming a dealership is refused, naming the owner', () => {
    expect(ownershipProblem(site(5, 'rival', ['mazda']), [group, usedMicrosite])).toBe(
      'The dealership mazda is already owned by group. A dealership has one owner: mark it as owned by another site on one of the two.',
    )
    expect(ownershipProblem(site(6, 'group'), [group])).toBeNull() // the slug "group" is not a dealership group owns
  })

  test('sharing, and saving the owner itself, are fine', () => {
    expect(ownershipProblem(usedMicrosite, [group, solo])).toBeNull()
    expect(ownershipProblem(group, [group, usedMicrosite])).toBeNull()
  })

  test('marking a dealership the site does not show is refused', () => {
    expect(ownershipProblem(site(7, 'x', ['toyota'], ['kia']), [])).toBe(
      'kia is marked as owned by another site, but this site does not show it.',
    )
  })

  test('ownership moves in two saves without a deadlock: the old owner lets go first', () => {
    const released = site(1, 'group', ['toyota', 'mazda'], ['toyota'])
    const taker = site(2, 'used-cars', ['toyota', 'mazda'], ['mazda'])
    expect(ownershipProblem(released, [usedMicrosite])).toBeNull()
    expect(ownershipProblem(taker, [released])).toBeNull()
  })
})
