#!/usr/bin/env node
// Payload's command line with TypeScript (payload.config.ts, migrations, seeds) loaded by tsx registered as the
// process starts (`node --import tsx`), and with the `production` export condition. Lexical's Node entries
// (`lexical`, every `@lexical/*`) choose their build with a top-level `await import(...)`, and on Node 20 a graph of
// several such modules now and then never settles: the process exits 13 ("unsettled top-level await"), or 0 having
// done nothing when, as in Payload's bin, the import runs from a promise nothing waits for. Measured here 2026-11-28:
// `node -e "await import('@payloadcms/richtext-lexical')"` exited 13 in 5 of 8 runs; with `--conditions=production`,
// which resolves those packages straight to their production builds, 0 in 8 of 8.
//   node scripts/payload-cli.mjs generate:types
import { spawnSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const payloadBin = path.join(root, 'node_modules', 'payload', 'bin.js')

/**
 * Runs `payload <args>` to its end, from the project folder (where `--import tsx` is resolved).
 * @param {string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [options]
 */
export function runPayload(args, options = {}) {
  return spawnSync(process.execPath, payloadNodeArgs(args), { cwd: root, ...options })
}

/** Node's arguments for `payload <args>`, for a caller that runs it in the project folder (`cwd`) itself. */
export const payloadNodeArgs = (args) => ['--conditions=production', '--import', 'tsx', payloadBin, '--disable-transpile', ...args]

if (import.meta.filename === path.resolve(process.argv[1] ?? '')) {
  process.exit(runPayload(process.argv.slice(2), { stdio: 'inherit' }).status ?? 1)
}
