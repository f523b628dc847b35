// Which statements PostgreSQL's time went to during a bench phase, from pg_stat_statements (planning and execution,
// per booking): the server must be started with `pgStatementsSettings`.
import pg from 'pg'

export const pgStatementsSettings = { shared_preload_libraries: 'pg_stat_statements', 'pg_stat_statements.track_planning': 'on' }

/** Resets the statistics of `url`'s database; `stop()` answers the statements that took the most time since. */
export async function pgStatementsMeter(url) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  await client.query('create extension if not exists pg_stat_statements')
  await client.query('select pg_stat_statements_reset()')
  return {
    async stop() {
      const { rows } = await client.query(
        `select calls, total_plan_time as plan, total_exec_time as exec, left(regexp_replace(query, '\\s+', ' ', 'g'), 110) as query
         from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())
           and query not ilike '%pg_stat%'
         order by total_plan_time + total_exec_time desc limit 12`,
      )
      await client.end()
      return rows
    },
  }
}

/** One line per statement: its calls, planning and execution per booking (ms), and its start. */
export function pgStatementLines(rows, bookings) {
  const per = (ms) => (Number(ms) / (bookings || 1)).toFixed(2).padStart(5)
  return rows.map((r) => `    ${String(r.calls).padStart(6)} calls  plan ${per(r.plan)}  exec ${per(r.exec)} ms/booking  ${r.query}`)
}
