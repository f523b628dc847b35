#!/usr/bin/env node
// `payload run src/seed/run.ts`, with proof that the script ran: the seed prints SEED_FINISHED at its end, and without
// that line we fail loudly instead of serving (or testing) a site with no accounts.
// `--script` runs another seed with the same check (the benchmark's; it prints the same line).
//   node scripts/seed.mjs [--script scripts/bench-seed.ts] [--if-empty]
import { runPayload } from './payload-cli.mjs'

const SEED_FINISHED = '[seed] finished'

const options = process.argv.slice(2)
const scriptAt = options.indexOf('--script')
const script = scriptAt >= 0 ? options.splice(scriptAt, 2)[1] : 'src/seed/run.ts'
const args = ['run', script, ...(options.length > 0 ? ['--', ...options] : [])]

const result = runPayload(args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })
process.stdout.write(result.stdout ?? '')
if (result.status !== 0) process.exit(result.status ?? 1)
if (!result.stdout?.includes(SEED_FINISHED)) {
  console.error(`[seed] 'payload run ${script}' ended without running the script`)
  process.exit(1)
}
