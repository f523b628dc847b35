import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { inlineStylesheets, withInlinedStylesheets } from './inlineStylesheets.mjs'

const LINK = (href: string) => `<link rel="stylesheet" href="${href}" data-precedence="next"/>`
const page = (head: string) => `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body><main>Hi</main><script>self.__next_f.push([1,""])</script></body></html>`
const CSS: Record<string, string> = { '/_next/static/chunks/site.css': 'body{margin:0}', '/_next/static/chunks/page.css': '.x{color:red}' }
const cssOf = (href: string) => CSS[href] ?? null

describe('inlineStylesheets', () => {
  it('puts each stylesheet’s rules where its link was and keeps the link after them, disabled', () => {
    const html = page(LINK('/_next/static/chunks/site.css') + LINK('/_next/static/chunks/page.css'))
    expect(inlineStylesheets(html, cssOf)).toBe(
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
        '<style data-href="/_next/static/chunks/site.css">body{margin:0}</style>' +
        '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next" disabled=""/>' +
        '<style data-href="/_next/static/chunks/page.css">.x{color:red}</style>' +
        '<link rel="stylesheet" href="/_next/static/chunks/page.css" data-precedence="next" disabled=""/>' +
        '</head><body><main>Hi</main><script>self.__next_f.push([1,""])</script></body></html>',
    )
  })

  it('leaves a link it cannot read, one outside the build’s static files, and the body alone', () => {
    const html = page(LINK('/_next/static/chunks/missing.css') + LINK('/_next/static/../secret.css') + LINK('https://cdn.example/x.css'))
    expect(inlineStylesheets(html, cssOf)).toBe(html)
    const inBody = `<html><head></head><body>${LINK('/_next/static/chunks/site.css')}</body></html>`
    expect(inlineStylesheets(inBody, cssOf)).toBe(inBody)
  })

  it('never inlines rules that would close the <style> element early', () => {
    const html = page(LINK('/_next/static/chunks/evil.css'))
    expect(inlineStylesheets(html, () => 'a{}</style><script>x()</script>')).toBe(html)
  })

  it('leaves a document without a head as it is', () => {
    expect(inlineStylesheets('<p>partial', cssOf)).toBe('<p>partial')
  })
})

describe('withInlinedStylesheets', () => {
  let dist: string
  afterEach(() => rm(dist, { recursive: true, force: true }))

  it('stores pages with their stylesheets from the build inlined, and any other entry as it came', async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'inline-css-'))
    await mkdir(path.join(dist, 'static', 'chunks'), { recursive: true })
    await writeFile(path.join(dist, 'static', 'chunks', 'site.css'), 'body{margin:0}')
    const stored: Record<string, unknown> = {}
    class Store {
      async set(key: string, data: unknown) {
        stored[key] = data
      }
    }
    const Handler = withInlinedStylesheets(Store)
    const handler = new Handler({ serverDistDir: path.join(dist, 'server') })
    await handler.set('/faq', { kind: 'APP_PAGE', html: page(LINK('/_next/static/chunks/site.css')), rscData: undefined }, {})
    const fetched = { kind: 'FETCH', data: { body: LINK('/_next/static/chunks/site.css') } }
    await handler.set('data', fetched, {})
    expect((stored['/faq'] as { html: string }).html).toContain('<style data-href="/_next/static/chunks/site.css">body{margin:0}</style><link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next" disabled=""/></head>')
    expect(stored.data).toBe(fetched)
  })
})
