import type { JobsConfig } from 'payload'

type AutorunCronConfig = Extract<NonNullable<JobsConfig['autoRun']>, unknown[]>[number]

/** The queues and how often the web server's crons run them (src/instrumentation.ts) when no worker does. */
const WEB_SERVER_CRONS: AutorunCronConfig[] = [
  { cron: '0 * * * * *', queue: 'maintenance' },
  { cron: '*/10 * * * * *', queue: 'email' },
]

/**
 * Where the jobs run: in the web server, or, with JOBS_IN_WORKER=true, only in the worker process (`npm run
 * jobs:worker`, Payload's `jobs:run --cron`), so several web instances add no runners of their own.
 */
export function jobsAutoRun(env: { JOBS_IN_WORKER: boolean }): AutorunCronConfig[] {
  return env.JOBS_IN_WORKER ? [] : WEB_SERVER_CRONS
}
