/** The first value of a query parameter given once or repeated (`?a=1&a=2` → "1"). */
export const firstParam = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)
