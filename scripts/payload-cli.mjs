// Payload's command line with TypeScript (payload.config.ts, migrations, seeds) loaded by tsx registered as the
// process starts (`node --import tsx`). On this 2-core machine, under load, an import through tsx's loader now and
// then never completes: with a timer keeping the process alive it hangs, without one Node finds nothing left to wait
// for and exits 0 having done nothing (reproduced 2026-11-27: `payload migrate:status` printed nothing in 2 of 8
// runs, and a bare import of payload.config.ts hung in 1 of 8). migrate.mjs and seed.mjs therefore check that the
// command did its work and run it again, up to ATTEMPTS times; a silent run costs only its start-up.
import { spawnSync } from 'node:child_process'
import path from 'node:path'

/** Runs of a Payload command before migrate.mjs and seed.mjs give up. */
export const ATTEMPTS = 8

const root = path.resolve(import.meta.dirname, '..')
const payloadBin = path.join(root, 'node_modules', 'payload', 'bin.js')

/**
 * Runs `payload <args>` to its end, from the project folder (where `--import tsx` is resolved).
 * @param {string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [options]
 */
export function runPayload(args, options = {}) {
  return spawnSync(process.execPath, ['--import', 'tsx', payloadBin, '--disable-transpile', ...args], { cwd: root, ...options })
}
