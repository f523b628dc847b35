import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const SRC = path.resolve(import.meta.dirname, '../..')
const GUARD = "import '@/components/forms/jitlessZod'"
const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

const sources = new Map<string, string>()
const read = (file: string) => sources.get(file) ?? sources.set(file, readFileSync(file, 'utf8')).get(file)!

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : []
  })
}

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? path.join(SRC, specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : null
  if (!base) return null
  return ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending).find(existsSync) ?? null
}

/** The module's value imports (static and dynamic), and whether it imports zod itself. */
function importsOf(file: string): { modules: string[]; zod: boolean } {
  const modules: string[] = []
  let zod = false
  for (const [, typeOnly, specifier, dynamic] of read(file).matchAll(IMPORT)) {
    if (typeOnly) continue
    const target = specifier ?? dynamic
    if (target === 'zod') zod = true
    const resolved = resolve(file, target)
    if (resolved) modules.push(resolved)
  }
  return { modules, zod }
}

/** The module's first import is the guard, so zod is set up before anything it imports is evaluated. */
const guarded = (file: string) => read(file).match(/^import .*$/m)?.[0] === GUARD

/** A server action's module: the browser gets a reference to call it, none of its code. */
const serverActions = (file: string) => read(file).startsWith("'use server'")

/** A path from the module to a zod schema that no module importing the guard first stands in front of. */
function unguardedPathToZod(file: string, seen = new Set<string>()): string[] | null {
  if (guarded(file) || serverActions(file) || seen.has(file)) return null
  seen.add(file)
  const { modules, zod } = importsOf(file)
  if (zod) return [file]
  for (const imported of modules) {
    const rest = unguardedPathToZod(imported, seen)
    if (rest) return [file, ...rest]
  }
  return null
}

describe('zod in the browser', () => {
  it('is set up without eval before any schema a client module builds or loads (the CSP has no unsafe-eval)', () => {
    const clientModules = sourceFiles(SRC).filter((file) => read(file).startsWith("'use client'"))
    const unguarded = clientModules
      .map((file) => unguardedPathToZod(file))
      .filter((found) => found !== null)
      .map((found) => found.map((file) => path.relative(SRC, file)).join(' -> '))
    expect(unguarded).toEqual([])
  })
})
