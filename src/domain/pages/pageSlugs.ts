/**
 * The site's pages built from CMS blocks, each at one fixed route (the route keeps its own metadata): a page's slug
 * is one of these, so every page the owner edits has an address and a preview link can only lead to one of them.
 */
export const PAGE_SLUGS = ['home', 'about', 'private-classes', 'workplace-safety', 'cbo'] as const
export type PageSlug = (typeof PAGE_SLUGS)[number]

export const isPageSlug = (value: unknown): value is PageSlug => PAGE_SLUGS.includes(value as PageSlug)

/** The public address of a page: the home page is the site's root. */
export const pagePath = (slug: PageSlug): string => (slug === 'home' ? '/' : `/${slug}`)
