/**
 * The promotional banner is shown unless it was dismissed in this browser session or its expiry has passed.
 * An empty text never shows; no expiry means it does not expire. `dismissed` is asked last, only for a banner that
 * would otherwise show: in the browser it reads sessionStorage, which is slow the first time.
 */
export function isPromoBannerVisible({
  text,
  expiresAt,
  dismissed,
  now,
}: {
  text: string | null | undefined
  expiresAt: string | null | undefined
  dismissed: () => boolean
  now: Date
}): boolean {
  if (!text || !text.trim()) return false
  const expiry = expiresAt ? Date.parse(expiresAt) : Number.NaN
  if (now.getTime() > expiry) return false
  return !dismissed()
}

/** The sessionStorage key the spec names. */
export const PROMO_DISMISSED_KEY = 'promoBannerDismissed'

/** Set on <html> before the first paint when the banner must not show; the stylesheet then hides it. */
export const PROMO_HIDDEN_ATTRIBUTE = 'data-promo-hidden'

/**
 * Runs first in <body>, before the first paint: marks the page when the banner was dismissed in this session or its
 * expiry (the script's own data-expires) has passed by the visitor's clock, so the page never shifts when it hydrates.
 * The same rule as isPromoBannerVisible; a constant, so the Content-Security-Policy can allow it by its hash. It sits
 * at the top of <body>, not after the banner: a script in the middle of the page waits for the stylesheet and splits
 * the first paint, so the page's heading would paint a frame after the header. It reads sessionStorage only while the
 * banner is current: a page's first read of it waits on the browser (12-30 ms of main thread here, counted in TBT).
 */
export const PROMO_BANNER_SCRIPT = `(function(){var s=document.currentScript;var e=Date.parse(s&&s.getAttribute('data-expires')||'');var h=e<Date.now();if(!h)try{h=sessionStorage.getItem('${PROMO_DISMISSED_KEY}')==='true'}catch(x){}if(h)document.documentElement.setAttribute('${PROMO_HIDDEN_ATTRIBUTE}','')})()`
