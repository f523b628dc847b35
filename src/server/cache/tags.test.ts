import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { CACHE_TAGS } from './tags'

async function sources(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  const files = entries.filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
  return Promise.all(files.map((e) => readFile(path.join(e.parentPath, e.name), 'utf8')))
}

const tagsIn = (code: string) => new Set([...code.matchAll(/CACHE_TAGS\.(\w+)/g)].map((m) => m[1]))

/** Every tag has both ends: something reads under it, and something invalidates it. */
describe('cache tags', () => {
  it('are each carried by a cached read and invalidated by a change', async () => {
    const code = await sources('src')
    const read = new Set<string>()
    const invalidated = new Set<string>()
    for (const file of code) {
      for (const call of file.matchAll(/cachedRead\([\s\S]*?tags: \[([^\]]*)\]/g)) tagsIn(call[1]).forEach((t) => read.add(t))
      for (const call of file.matchAll(/(?:invalidatesCache|globalInvalidatesCache|invalidate)\(\[?([^)]*)\)/g)) tagsIn(call[1]).forEach((t) => invalidated.add(t))
    }
    const all = Object.keys(CACHE_TAGS).sort()
    expect([...read].sort()).toEqual(all)
    expect([...invalidated].sort()).toEqual(all)
  })
})
