// What the app's PostgreSQL connections are doing during a bench, sampled from pg_stat_activity: running a statement,
// waiting for a lock (a class's row, an advisory lock), or idle inside a transaction (holding its locks while the app
// takes its turn), so a bench tells waiting from working.
import pg from 'pg'

const STATES = ['running', 'lock', 'idleInTransaction']

/** Samples `database`'s other connections every `everyMs` until `stop()`, which answers the mean number in each state. */
export async function pgWaitSampler(url, database, everyMs = 50) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const { rows: [{ pid }] } = await client.query('select pg_backend_pid() as pid')
  const sums = { running: 0, lock: 0, idleInTransaction: 0 }
  const locks = new Map()
  let samples = 0
  let running = true
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query(
        `select state, wait_event_type, wait_event from pg_stat_activity
         where datname = $1 and pid <> pg_backend_pid() and backend_type = 'client backend'`,
        [database],
      )
      samples++
      for (const row of rows) {
        if (row.wait_event_type === 'Lock') {
          sums.lock++
          locks.set(row.wait_event, (locks.get(row.wait_event) ?? 0) + 1)
        } else if (row.state === 'active') sums.running++
        else if (row.state?.startsWith('idle in transaction')) sums.idleInTransaction++
      }
      await new Promise((resolve) => setTimeout(resolve, everyMs))
    }
  })()
  return {
    /** The sampling connection's backend, whose CPU is not the bookings'. */
    backendPid: pid,
    async stop() {
      running = false
      await loop
      await client.end()
      const mean = Object.fromEntries(STATES.map((s) => [s, sums[s] / (samples || 1)]))
      const lockKinds = Object.fromEntries([...locks].map(([kind, n]) => [kind, n / (samples || 1)]))
      return { ...mean, lockKinds, samples }
    },
  }
}

/**
 * By Little's law, a state's mean number of connections over the bookings per second is the time each booking spends
 * in it: 'connections per booking: running 3.1 ms, waiting for a lock 0.4 ms (tuple 0.3, transactionid 0.1), idle in a
 * transaction 5.2 ms'.
 */
export function pgWaitLine(waits, perSecond) {
  const ms = (n) => ((n / (perSecond || 1)) * 1000).toFixed(1)
  const kinds = Object.entries(waits.lockKinds)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, n]) => `${kind} ${ms(n)}`)
    .join(', ')
  return `database time per booking: running ${ms(waits.running)} ms, waiting for a lock ${ms(waits.lock)} ms${kinds ? ` (${kinds})` : ''}, idle in a transaction ${ms(waits.idleInTransaction)} ms (${waits.samples} samples)`
}
