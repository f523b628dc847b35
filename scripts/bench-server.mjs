// The production build (.next) served with the demo data on a throwaway embedded database, for the benchmarks.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

const portIsFree = (port) =>
  new Promise((resolve) => {
    const probe = net.createServer().once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })

/**
 * Starts `next start` on `port` (migrated and seeded like `npm start`); exits the process with a message when there is
 * no build or the port is taken. `log: true` shows the server's own output.
 * @returns {Promise<{ base: string, stop: () => Promise<void> }>}
 */
export async function startBenchServer({ port, name, log = false }) {
  if (!existsSync('.next/BUILD_ID')) {
    console.error('No production build: run `npx next build` first.')
    process.exit(1)
  }
  if (!(await portIsFree(port))) {
    console.error(`Port ${port} is busy: stop what runs there or choose another port.`)
    process.exit(1)
  }
  const base = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, ['scripts/with-db.mjs', `npm run db:prepare && next start -p ${port}`], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      EMBEDDED_PG_DIR: path.join(os.tmpdir(), `swsd-${name}-${Date.now()}`),
      EMBEDDED_PG_PERSISTENT: 'false',
      SEED_DEMO_DATA: 'true',
      DEMO_MODE: 'true',
      PAYLOAD_SECRET: `${name}-secret-${name}-secret-${name}-secret`,
      SERVER_URL: base,
      PATH: `${path.resolve('node_modules/.bin')}${path.delimiter}${process.env.PATH}`,
    },
    stdio: ['ignore', log ? 'inherit' : 'ignore', 'inherit'],
    detached: true,
  })
  const stop = async () => {
    if (server.exitCode !== null) return
    const exited = new Promise((resolve) => server.once('exit', resolve))
    process.kill(-server.pid, 'SIGTERM')
    await exited
  }
  try {
    for (let i = 0; ; i++) {
      if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`)
      if (i > 600) throw new Error('server did not start in 5 minutes')
      const up = await fetch(`${base}/api/globals/site-settings`).then((r) => r.ok, () => false)
      if (up) break
      await sleep(500)
    }
  } catch (error) {
    await stop()
    throw error
  }
  return { base, stop }
}

/** The machine's load, printed beside figures that depend on it. */
export const loadAverage = () => `load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')} on ${os.cpus().length} cores`
