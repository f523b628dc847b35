// Plain JavaScript: part of Next's cache handler (cacheHandler.mjs), which Next loads with Node's own import.
import { readFileSync } from 'node:fs'
import path from 'node:path'

/** A stylesheet link as React writes it in a page's <head>: the site's own CSS, in Next's precedence group. */
const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/_next\/static\/(?:[\w-]+\/)*[\w-]+\.css)" data-precedence="next"\/>/g

/**
 * The page with its stylesheets' rules in <style> elements where their links were, and the links moved to the end of
 * <body>. A phone paints the page as soon as its HTML has arrived, without a round trip for the CSS first; the
 * links stay in the document so that React, hydrating, finds the stylesheets it rendered (it would add them again
 * otherwise), and at the end of <body> they block no paint. A link whose file cannot be read is left as it was.
 * @param {string} html
 * @param {(href: string) => string | null} cssOf the rules of a stylesheet, by its address
 * @returns {string}
 */
export function inlineStylesheets(html, cssOf) {
  const head = html.indexOf('</head>')
  const bodyEnd = html.lastIndexOf('</body>')
  if (head < 0 || bodyEnd < head) return html
  const moved = []
  const inlined = html.slice(0, head).replace(STYLESHEET_LINK, (link, href) => {
    const css = cssOf(href)
    if (css === null || css.includes('</style')) return link
    moved.push(link)
    return `<style data-href="${href}">${css}</style>`
  })
  return inlined + html.slice(head, bodyEnd) + moved.join('') + html.slice(bodyEnd)
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
