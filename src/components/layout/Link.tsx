// eslint-disable-next-line no-restricted-imports -- the one import of next/link: everything else links through here
import NextLink from 'next/link'
import type { ComponentProps } from 'react'

/**
 * next/link without prefetching. The pages are rendered per request (from the cache), so a prefetch brings only the
 * route tree and a tap still makes its one request for the page; prefetching every link in view cost each load up to
 * eight requests and main-thread work while the page boots, and made no navigation faster.
 */
export function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />
}
