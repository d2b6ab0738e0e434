/** SWR options for a request made once per page: never re-asked on focus, reconnect or error. */
export const SWR_ONCE = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
} as const
