// People who reserve cars in int tests. One person may hold only MAX_ACTIVE_HOLDS cars on a site,
// and the int files share one database: each file draws its people from a series of its own, so no
// two tests are taken for one person.

/** A card number of its own that passes the Luhn check (the demo provider charges any such number). */
export function testCard(n: number): string {
  const body = `4111${String(n).padStart(11, '0')}`
  let sum = 0
  for (let i = 0; i < body.length; i++) {
    let digit = Number(body[body.length - 1 - i])
    if (i % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return `${body}${(10 - (sum % 10)) % 10}`
}

export interface Person {
  email: string
  phone: string
  card: string
}

/** New people of series `series` (10-99, one per test file): an e-mail, mobile and card each. */
export function peopleOf(series: number): () => Person {
  let n = 0
  return () => {
    n++
    return {
      email: `person-${series}-${n}@example.com`,
      phone: `04${series} ${String(n)
        .padStart(6, '0')
        .replace(/^(\d{3})/, '$1 ')}`,
      card: testCard(series * 1_000_000 + n),
    }
  }
}
