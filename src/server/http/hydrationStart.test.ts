import { createRequire } from 'node:module'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { HYDRATION_START_SCRIPT } from './hydrationStart'

type Queue = [string | 0, Record<string, unknown>][]
type Page = { __next_s?: Queue }

/** Runs the inline script as the browser does while parsing, on a page whose queue may already hold entries. */
function runScript(page: Page) {
  new Function('self', HYDRATION_START_SCRIPT)(page)
  return page.__next_s
}

describe('HYDRATION_START_SCRIPT', () => {
  it("adds one entry without a source or content to Next's beforeInteractive queue, keeping what is there", () => {
    expect(runScript({})).toEqual([[0, { children: '' }]])
    expect(runScript({ __next_s: [['/a.js', {}]] })).toEqual([
      ['/a.js', {}],
      [0, { children: '' }],
    ])
  })
})

describe("Next's bootstrap with that entry (next/dist/client/app-bootstrap.js, the code the browser runs)", () => {
  const inserted: { innerHTML?: string; src?: string }[] = []
  const page = {
    window: {},
    document: { createElement: () => ({}), head: { appendChild: (element: object) => inserted.push(element) } },
  }

  afterEach(() => {
    vi.unstubAllGlobals()
    inserted.length = 0
  })

  it('hydrates only in a later task, and the script it inserts for the entry is empty', async () => {
    vi.stubGlobal('window', page.window)
    vi.stubGlobal('document', page.document)
    vi.stubGlobal('self', { __next_s: runScript({}) })
    const { appBootstrap } = createRequire(import.meta.url)('next/dist/client/app-bootstrap.js')
    const hydrate = vi.fn()

    appBootstrap(hydrate)
    for (let i = 0; i < 10; i++) await Promise.resolve()
    expect(hydrate).not.toHaveBeenCalled()

    await new Promise((resolve) => setTimeout(resolve))
    for (let i = 0; i < 10; i++) await Promise.resolve()
    expect(hydrate).toHaveBeenCalledOnce()
    expect(inserted).toEqual([{ innerHTML: '' }])
  })
})
