// People who reserve cars in int tests. One person may hold only MAX_ACTIVE_HOLDS cars on a site,
// and the int files share one database: each file draws its people from a series of its own, so no
// two tests are taken for one person.

export interface Person {
  email: string
  phone: string
}

/** New people of series `series` (10-99, one per test file): an e-mail and mobile each. */
export function peopleOf(series: number): () => Person {
  let n = 0
  return () => {
    n++
    return {
      email: `person-${series}-${n}@example.com`,
      phone: `04${series} ${String(n)
        .padStart(6, '0')
        .replace(/^(\d{3})/, '$1 ')}`,
    }
  }
}
