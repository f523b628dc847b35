#!/usr/bin/env node
// `payload run src/seed/run.ts`, with proof that the script ran. On this 2-core machine `payload run` (like
// `payload migrate`, see payload-cli.mjs) has been seen to exit 0 without running its script, most often while
// another server starts beside it: the e2e captcha server then came up with no accounts. The seed prints SEED_FINISHED
// at its end; without that line the command is run again (seeding twice duplicates nothing), up to ATTEMPTS times,
// then fails loudly.
// `--script` runs another seed with the same check (the benchmark's; it prints the same line).
//   node scripts/seed.mjs [--script scripts/bench-seed.ts] [--if-empty]
import { ATTEMPTS, runPayload } from './payload-cli.mjs'

const SEED_FINISHED = '[seed] finished'

const options = process.argv.slice(2)
const scriptAt = options.indexOf('--script')
const script = scriptAt >= 0 ? options.splice(scriptAt, 2)[1] : 'src/seed/run.ts'
const args = ['run', script, ...(options.length > 0 ? ['--', ...options] : [])]

for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
  const result = runPayload(args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })
  process.stdout.write(result.stdout ?? '')
  if (result.status !== 0) process.exit(result.status ?? 1)
  if (result.stdout?.includes(SEED_FINISHED)) process.exit(0)
  console.error(`[seed] attempt ${attempt}: 'payload run' ended without running the seed script`)
}
console.error('[seed] giving up: the seed script never ran')
process.exit(1)
