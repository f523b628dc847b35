// Run by `next build` once it has compiled (next.config.mjs, `compiler.runAfterProductionCompile`); plain JavaScript,
// loaded by Node's own import. Marks the scripts each page of the site runs at load with V8's explicit compile hint,
// so Chrome compiles their functions on a background thread while the file streams in, instead of one by one on the
// main thread when React and Next's router boot: lazy compilation was about 60 % of that boot's one long task. Only
// the boot scripts (React, Next's runtime, the chunks each page of the site loads at start; not /cms's): code loaded
// on first use (forms, captcha) stays lazy.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** Every client-reference manifest of the site's routes: the chunks of each layout and page, by file. */
async function siteManifests(appDir) {
  const found = []
  const walk = async (dir) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) await walk(full)
      else if (entry.name.endsWith('_client-reference-manifest.js')) found.push(full)
    }
  }
  await walk(path.join(appDir, '(site)'))
  return found
}

/** The manifest is `globalThis.__RSC_MANIFEST["<route>"] = {JSON};`: its `entryJSFiles` are the chunks a route boots with. */
async function entryChunksOf(manifestFile) {
  const source = await readFile(manifestFile, 'utf8')
  const manifest = JSON.parse(source.slice(source.indexOf('] = ') + 4).trim().replace(/;$/, ''))
  return Object.values(manifest.entryJSFiles ?? {}).flat()
}

/** The site's boot chunks, as paths relative to the build folder (`static/chunks/….js`). */
export async function bootChunks(distDir) {
  const buildManifest = JSON.parse(await readFile(path.join(distDir, 'build-manifest.json'), 'utf8'))
  const perPage = await Promise.all((await siteManifests(path.join(distDir, 'server', 'app'))).map(entryChunksOf))
  return [...new Set([...buildManifest.rootMainFiles, ...perPage.flat()])].filter((file) => file.endsWith('.js')).sort()
}

/** Prepends the hint to each boot chunk once (a second run changes nothing); returns the chunks it marked. */
export async function addCompileHints({ distDir }) {
  const marked = []
  for (const chunk of await bootChunks(distDir)) {
    const file = path.join(distDir, chunk)
    const source = await readFile(file, 'utf8')
    if (source.startsWith(COMPILE_HINT)) continue
    await writeFile(file, COMPILE_HINT + source)
    marked.push(chunk)
  }
  return marked
}
