import { describe, expect, test } from 'vitest'
import { initials, sortTeam, staffMailto, staffPhone, teamPath, teamTitle, teamsByLocation, teamsToShow } from './team'

const member = (name: string, sortOrder: number | null, locationId = '1') => ({ name, sortOrder, locationId })

describe('sortTeam (the order a team is shown in)', () => {
  test.each([
    ['no sort order: alphabetical', [member('Zoe', null), member('Adam', null)], ['Adam', 'Zoe']],
    ['a sort order puts them first, lowest first', [member('Adam', null), member('Zoe', 2), member('Mia', 1)], ['Mia', 'Zoe', 'Adam']],
    ['equal sort orders fall back to the name', [member('Zoe', 1), member('Adam', 1)], ['Adam', 'Zoe']],
    ['zero and negative orders count', [member('B', 0), member('A', 5), member('C', -1)], ['C', 'B', 'A']],
    ['names compare case-insensitively as people read them', [member('eve', null), member('Dan', null)], ['Dan', 'eve']],
  ])('%s', (_name, input, expected) => {
    expect(sortTeam(input).map((m) => m.name)).toEqual(expected)
  })

  test('leaves its input alone', () => {
    const input = [member('Zoe', null), member('Adam', null)]
    sortTeam(input)
    expect(input.map((m) => m.name)).toEqual(['Zoe', 'Adam'])
  })
})

describe('initials (the avatar of a member without a photo)', () => {
  test.each([
    ['first and last names', 'Priya Natarajan', 'PN'],
    ['middle names are skipped', 'Mary Jane Watson', 'MW'],
    ['one name', 'Cher', 'C'],
    ['lower case is raised', 'tom lee', 'TL'],
    ['hyphens and apostrophes keep the word', "Mary-Anne O'Brien", 'MO'],
    ['leading punctuation is skipped', '"Bluey" Smith', 'BS'],
    ['extra spaces', '  Sam   Wu  ', 'SW'],
    ['letters beyond ASCII', 'Émilie Zoë', 'ÉZ'],
    ['nothing to show', '   ', '?'],
    ['no letters at all', '--- ...', '?'],
  ])('%s', (_name, name, expected) => {
    expect(initials(name)).toBe(expected)
  })
})

describe('staffPhone (a staff member’s direct line)', () => {
  test.each([
    ['a mobile reads as Australians write one', '0412345678', { display: '0412 345 678', href: 'tel:+61412345678' }],
    ['+61 mobile', '+61 412 345 678', { display: '0412 345 678', href: 'tel:+61412345678' }],
    ['a landline as the dealer numbers are', '0296301100', { display: '02 9630 1100', href: 'tel:+61296301100' }],
    ['a 1300 number keeps its grouping and dials as is', '1300 555 123', { display: '1300 555 123', href: 'tel:1300555123' }],
    ['too short to dial: no link', '12', null],
    ['empty', '', null],
    ['missing', null, null],
  ])('%s', (_name, raw, expected) => {
    expect(staffPhone(raw)).toEqual(expected)
  })
})

describe('staffMailto (the e-mail button)', () => {
  test.each([
    ['an address', 'priya@harbour-city-motors.test', 'mailto:priya@harbour-city-motors.test'],
    ['spaces around it are dropped', '  sam@example.com ', 'mailto:sam@example.com'],
    ['a plus address', 'sam+sales@example.com', 'mailto:sam+sales@example.com'],
    ['two addresses: no button', 'a@example.com,b@example.com', null],
    ['an address that adds headers: no button', 'a@example.com?bcc=x@evil.example', null],
    ['not an address', 'call me', null],
    ['empty', '', null],
    ['missing', null, null],
  ])('%s', (_name, email, expected) => {
    expect(staffMailto(email)).toBe(expected)
  })
})

describe('team pages', () => {
  test('path and title', () => {
    expect(teamPath('harbour-city-parramatta')).toBe('/teams/harbour-city-parramatta')
    expect(teamTitle('Harbour City Parramatta')).toBe('Our Team at Harbour City Parramatta')
  })
})

describe('teamsByLocation and teamsToShow', () => {
  const location = (id: number, name: string, extra: { visible?: boolean; customOrder?: number } = {}) => ({
    id,
    name,
    primary: false,
    visible: extra.visible ?? true,
    departments: ['sales' as const],
    makes: [],
    subtypes: [],
    customOrder: extra.customOrder ?? null,
  })
  const locations = [location(1, 'Parramatta'), location(2, 'Chatswood'), location(3, 'Hidden', { visible: false }), location(4, 'Empty')]
  const members = [member('Zoe', null, '1'), member('Adam', null, '1'), member('Kim', 1, '2'), member('Ghost', null, '3')]

  test('members are grouped per location, each group in display order', () => {
    const groups = teamsByLocation(members)
    expect(groups.get('1')?.map((m) => m.name)).toEqual(['Adam', 'Zoe'])
    expect(groups.get('2')?.map((m) => m.name)).toEqual(['Kim'])
  })

  test.each([
    [
      'every visible location with staff, in the locations’ order',
      undefined,
      [
        ['Chatswood', ['Kim']],
        ['Parramatta', ['Adam', 'Zoe']],
      ],
    ],
    ['one chosen location', 1, [['Parramatta', ['Adam', 'Zoe']]]],
    ['a chosen location given as a string id', '2', [['Chatswood', ['Kim']]]],
    ['a hidden location shows no team, its staff neither', 3, []],
    ['a location without staff shows nothing', 4, []],
    ['an unknown location shows nothing', 99, []],
  ] as const)('%s', (_name, only, expected) => {
    const shown = teamsToShow(locations, members, only)
    expect(shown.map((t) => [t.location.name, t.members.map((m) => m.name)])).toEqual(expected)
  })

  test('a location’s custom order leads', () => {
    const ordered = [location(1, 'Parramatta', { customOrder: 1 }), location(2, 'Chatswood')]
    expect(teamsToShow(ordered, members).map((t) => t.location.name)).toEqual(['Parramatta', 'Chatswood'])
  })
})
