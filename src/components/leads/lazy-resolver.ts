// A react-hook-form resolver for a shared zod schema that loads the schema (and zod) on the
// form's first validation rather than with the page: the fields render without zod, and the
// checks are the same schema the server runs.
import type { Resolver } from 'react-hook-form'
import type { ZodType } from 'zod'

export const loadZodResolver = () => import('@hookform/resolvers/zod')

export function lazyResolver<V extends Record<string, unknown>>(loadSchema: () => Promise<ZodType>): Resolver<V> {
  let ready: Resolver<V> | null = null
  return async (values, context, options) => {
    if (!ready) {
      const [schema, { zodResolver }] = await Promise.all([loadSchema(), loadZodResolver()])
      ready = zodResolver(schema as never) as unknown as Resolver<V>
    }
    return ready(values, context, options)
  }
}
