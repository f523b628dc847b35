/**
 * The promotional banner is shown unless it was dismissed in this browser session or its expiry has passed.
 * An empty text never shows; no expiry means it does not expire.
 */
export function isPromoBannerVisible({
  text,
  expiresAt,
  dismissed,
  now,
}: {
  text: string | null | undefined
  expiresAt: string | null | undefined
  dismissed: boolean
  now: Date
}): boolean {
  if (!text || !text.trim()) return false
  if (dismissed) return false
  if (!expiresAt) return true
  const expiry = Date.parse(expiresAt)
  if (Number.isNaN(expiry)) return true
  return now.getTime() <= expiry
}

/** The sessionStorage key the spec names. */
export const PROMO_DISMISSED_KEY = 'promoBannerDismissed'

/** The id of the banner element, which PROMO_BANNER_SCRIPT finds. */
export const PROMO_BANNER_ID = 'promo-banner'

/**
 * Runs as the page is parsed, right after the banner, before the first paint: hides it when it was dismissed in this
 * session or its expiry (data-expires) has passed by the visitor's clock, so the page never shifts when it hydrates.
 * The same rule as isPromoBannerVisible; a constant, so the Content-Security-Policy can allow it by its hash.
 */
export const PROMO_BANNER_SCRIPT = `(function(){var b=document.getElementById('${PROMO_BANNER_ID}');if(!b)return;var e=Date.parse(b.getAttribute('data-expires')||'');var d=false;try{d=sessionStorage.getItem('${PROMO_DISMISSED_KEY}')==='true'}catch(x){}if(d||e<Date.now())b.hidden=true})()`
