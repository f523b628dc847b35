import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { addCompileHints, bootChunks, COMPILE_HINT } from './compileHints.mjs'

let dist: string

/** A client-reference manifest as Next writes it: one route's chunks per layout and page. */
const manifest = (route: string, entryJSFiles: Record<string, string[]>) =>
  `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["${route}"] = ${JSON.stringify({ entryJSFiles, entryCSSFiles: {} })};\n`

async function write(file: string, text: string) {
  await mkdir(path.dirname(path.join(dist, file)), { recursive: true })
  await writeFile(path.join(dist, file), text)
}

const chunk = (name: string) => `static/chunks/${name}.js`
const read = (name: string) => readFile(path.join(dist, chunk(name)), 'utf8')

beforeEach(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'compile-hints-'))
  await write('build-manifest.json', JSON.stringify({ rootMainFiles: [chunk('react'), chunk('router')] }))
  await write(
    'server/app/(site)/(public)/faq/page_client-reference-manifest.js',
    manifest('/(site)/(public)/faq/page', { '[project]/src/app/(site)/layout': [chunk('layout')], '[project]/src/app/(site)/(public)/faq/page': [chunk('layout'), chunk('faq')] }),
  )
  await write('server/app/(payload)/cms/page_client-reference-manifest.js', manifest('/(payload)/cms/page', { '[project]/src/app/(payload)/layout': [chunk('cms')] }))
  for (const name of ['react', 'router', 'layout', 'faq', 'cms', 'captcha']) await write(chunk(name), `/* ${name} */`)
})

afterEach(() => rm(dist, { recursive: true, force: true }))

describe('compile hints on the boot scripts', () => {
  it('are the root scripts and the chunks the site pages load at start, each once', async () => {
    expect(await bootChunks(dist)).toEqual([chunk('faq'), chunk('layout'), chunk('react'), chunk('router')])
  })

  it('marks the boot scripts and leaves /cms and code loaded on first use lazy', async () => {
    await addCompileHints({ distDir: dist })
    for (const name of ['react', 'router', 'layout', 'faq']) expect(await read(name)).toBe(`${COMPILE_HINT}/* ${name} */`)
    expect(await read('cms')).toBe('/* cms */')
    expect(await read('captcha')).toBe('/* captcha */')
  })

  it('changes nothing when run again', async () => {
    expect(await addCompileHints({ distDir: dist })).toHaveLength(4)
    expect(await addCompileHints({ distDir: dist })).toEqual([])
    expect(await read('react')).toBe(`${COMPILE_HINT}/* react */`)
  })
})
