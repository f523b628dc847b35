// Plain JavaScript: part of Next's cache handler (cacheHandler.mjs), which Next loads with Node's own import.
import { readFileSync } from 'node:fs'
import path from 'node:path'

/** A stylesheet link as React writes it in a page's <head>: the site's own CSS, in Next's precedence group. */
const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/_next\/static\/(?:[\w-]+\/)*[\w-]+\.css)" data-precedence="next"\/>/g

/**
 * The page with each stylesheet's rules in a <style> element where its link was, and the link kept after it,
 * disabled. A phone paints the page as soon as its HTML has arrived, without a round trip for the CSS first. The link
 * stays so that React, hydrating, finds the stylesheet it rendered (it would add it again otherwise); disabled, the
 * browser neither fetches it nor parses and applies the same rules a second time. A link whose file cannot be read is
 * left as it was.
 * @param {string} html
 * @param {(href: string) => string | null} cssOf the rules of a stylesheet, by its address
 * @returns {string}
 */
export function inlineStylesheets(html, cssOf) {
  const head = html.indexOf('</head>')
  if (head < 0) return html
  const inlined = html.slice(0, head).replace(STYLESHEET_LINK, (link, href) => {
    const css = cssOf(href)
    if (css === null || css.includes('</style')) return link
    return `<style data-href="${href}">${css}</style>${link.replace('/>', ' disabled=""/>')}`
  })
  return inlined + html.slice(head)
}

/**
 * A cache handler class like `Handler` that stores public pages with their stylesheets inlined (`inlineStylesheets`).
 * The CSS files are read from this build's static folder once each: a build never changes them.
 * @param {new (ctx: any) => any} Handler
 */
export function withInlinedStylesheets(Handler) {
  return class InliningCacheHandler extends Handler {
    /** @param {any} ctx Next's cache handler context; `serverDistDir` is the build's server folder */
    constructor(ctx) {
      super(ctx)
      const distDir = ctx?.serverDistDir ? path.dirname(ctx.serverDistDir) : null
      /** @type {Map<string, string | null>} */
      const files = new Map()
      this.cssOf = (href) => {
        if (!distDir) return null
        if (!files.has(href)) files.set(href, readCss(path.join(distDir, href.replace(/^\/_next\//, ''))))
        return files.get(href) ?? null
      }
    }

    /** @param {string} key @param {any} data @param {any} ctx */
    async set(key, data, ctx) {
      const page = data?.kind === 'APP_PAGE' && typeof data.html === 'string' ? { ...data, html: inlineStylesheets(data.html, this.cssOf) } : data
      return super.set(key, page, ctx)
    }
  }
}

/** @param {string} file */
function readCss(file) {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return null
  }
}
