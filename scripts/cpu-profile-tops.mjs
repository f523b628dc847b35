#!/usr/bin/env node
// The top frames of a Node .cpuprofile, placed in the source through the build's source maps (the server bundle is
// minified): by self time, and the project's own functions (src/) by total time.
//   node scripts/cpu-profile-tops.mjs <file.cpuprofile | folder of them> [how many, 15]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { SourceMap } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const maps = new Map()
/** The source map beside a bundled file, or null. */
function mapOf(file) {
  if (!maps.has(file)) {
    const mapFile = `${file}.map`
    maps.set(file, existsSync(mapFile) ? new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8'))) : null)
  }
  return maps.get(file)
}

/** 'name source:line' of a profile frame, in the original source when the bundle has a source map. */
function placeOf({ functionName, url, lineNumber, columnNumber }) {
  const name = functionName || '(anonymous)'
  if (!url) return { label: name, source: '' }
  const file = url.startsWith('file://') ? fileURLToPath(url) : url
  const entry = file.includes(`${path.sep}.next${path.sep}`) && lineNumber >= 0 ? mapOf(file)?.findEntry(lineNumber, columnNumber) : null
  if (entry?.originalSource) {
    const source = decodeURIComponent(entry.originalSource).replace(/^.*?(node_modules\/|src\/)/, '$1')
    return { label: `${entry.name ?? name} ${source}:${entry.originalLine + 1}`, source }
  }
  const source = path.relative(process.cwd(), file)
  return { label: `${name} ${source}:${lineNumber + 1}`, source }
}

/** The largest .cpuprofile of `where` (a file, or a folder: the server's profile, not a helper process's). */
function profileFile(where) {
  if (!statSync(where).isDirectory()) return where
  const files = readdirSync(where).filter((f) => f.endsWith('.cpuprofile')).map((f) => path.join(where, f))
  return files.sort((a, b) => statSync(b).size - statSync(a).size)[0]
}

export function printProfileTops(where, what = 'the process', top = 15) {
  const file = existsSync(where) ? profileFile(where) : null
  if (!file) return console.log(`no .cpuprofile in ${where}`)
  const { nodes, samples, timeDeltas } = JSON.parse(readFileSync(file, 'utf8'))
  const byId = new Map(nodes.map((node) => [node.id, node]))
  const parent = new Map()
  for (const node of nodes) for (const child of node.children ?? []) parent.set(child, node.id)
  const place = new Map()
  const placeOfNode = (id) => place.get(id) ?? place.set(id, placeOf(byId.get(id).callFrame)).get(id)
  // A sample's time is the gap to the next one.
  const msOf = new Map()
  for (let i = 0; i < samples.length; i++) msOf.set(samples[i], (msOf.get(samples[i]) ?? 0) + (timeDeltas[i + 1] ?? 0) / 1000)
  const self = new Map()
  const total = new Map()
  let all = 0
  for (const [id, ms] of msOf) {
    all += ms
    const { label } = placeOfNode(id)
    self.set(label, (self.get(label) ?? 0) + ms)
    const seen = new Set()
    for (let at = id; at != null; at = parent.get(at)) {
      const { label: frame, source } = placeOfNode(at)
      if (seen.has(frame) || !source.startsWith('src/')) continue
      seen.add(frame)
      total.set(frame, (total.get(frame) ?? 0) + ms)
    }
  }
  const busy = all - (self.get('(idle)') ?? 0)
  const pct = (ms) => `${((ms / busy) * 100).toFixed(1).padStart(5)} %`
  console.log(`\nCPU profile of ${what}: ${path.relative(process.cwd(), file)}; ${(all / 1000).toFixed(1)} s sampled, ${(busy / 1000).toFixed(1)} s busy (shares below are of the busy time)`)
  console.log(`Top ${top} frames by self time:`)
  for (const [label, ms] of [...self].filter(([l]) => l !== '(idle)').sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${pct(ms)}  ${label}`)
  console.log(`Top ${top} of the project's own functions (src/) by total time:`)
  for (const [label, ms] of [...total].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${pct(ms)}  ${label}`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!process.argv[2]) {
    console.error('usage: node scripts/cpu-profile-tops.mjs <file.cpuprofile | folder> [how many]')
    process.exit(1)
  }
  printProfileTops(process.argv[2], process.argv[2], Number(process.argv[3] ?? 15))
}
