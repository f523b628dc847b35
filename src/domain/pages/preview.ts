/** Opened from /cms: turns draft mode on and shows a page (src/app/(site)/preview/route.ts). */
export const PREVIEW_ROUTE = '/preview'

/** Turns draft mode off and goes back to the page (src/app/(site)/preview/exit/route.ts). */
export const EXIT_PREVIEW_ROUTE = '/preview/exit'

/** Where to go after leaving the preview: a path of this site only (never `//host` or a full address), else home. */
export const safeReturnPath = (path: string | null): string => (path && /^\/(?![/\\])/.test(path) ? path : '/')
