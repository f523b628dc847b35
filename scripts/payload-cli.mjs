// Payload's command line with TypeScript (payload.config.ts, migrations, seeds) loaded by tsx registered as the
// process starts (`node --import tsx`). Payload's own `bin.js` registers tsx from a promise that nothing keeps the
// process waiting for; on this 2-core machine, under load, that process has exited 0 having done nothing (an e2e
// server's `payload migrate` four times in a row), which is the likely cause of the silent runs migrate.mjs and
// seed.mjs guard against.
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
  return spawnSync(process.execPath, ['--import', 'tsx', payloadBin, '--disable-transpile', ...args], { cwd: root, ...options })
}
