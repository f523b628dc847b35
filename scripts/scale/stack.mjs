// The parts of a several-instance deployment, started on this machine for bench:scale: PostgreSQL (embedded, reached
// by DATABASE_URL like an outside server), Redis (Debian's redis-server), an S3 server (s3rver), production instances
// of the one build in .next (`next start`) and job workers (scripts/jobs-worker.mjs).
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import S3rver from 's3rver'

const binPath = `${path.resolve('node_modules/.bin')}${path.delimiter}${process.env.PATH}`

/** A child in a process group of its own, so that stopping it stops what it started (npm, next, tsx). */
function startGroup(command, args, { env, log }) {
  const child = spawn(command, args, { env: { ...process.env, PATH: binPath, ...env }, stdio: ['ignore', log, log], detached: true })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const signal = async (name) => {
    if (child.exitCode !== null || child.signalCode !== null) return
    try {
      process.kill(-child.pid, name)
    } catch {
      return
    }
    await exited
  }
  return { child, stop: () => signal('SIGTERM'), kill: () => signal('SIGKILL') }
}

/** Waits until `check` answers true, or throws after `seconds`. */
export async function waitFor(what, check, seconds = 120) {
  for (const end = Date.now() + seconds * 1000; Date.now() < end; ) {
    if (await check().catch((error) => (error.message.includes('exited with') ? Promise.reject(error) : false))) return
    await sleep(250)
  }
  throw new Error(`${what} did not come up in ${seconds} s`)
}

/** redis-server on `port`, configured as the compose file's: no persistence, keyspace events for the cache handler. */
export function redisServer(port) {
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--notify-keyspace-events', 'Exe']
  let server = null
  const ping = () =>
    new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write('PING\r\n'))
      socket.once('data', (data) => resolve(data.toString().startsWith('+PONG')) || socket.destroy())
      socket.once('error', () => resolve(false))
    })
  return {
    url: `redis://127.0.0.1:${port}`,
    start: async () => {
      server = startGroup('redis-server', args, { env: {}, log: 'ignore' })
      await waitFor('redis-server', ping, 20)
    },
    stop: async () => server?.stop(),
  }
}
/** s3rver on `port` with the `media` bucket, its files under `directory`. */
export async function s3Server(port, directory) {
  mkdirSync(directory, { recursive: true })
  const server = new S3rver({ port, address: '127.0.0.1', directory, silent: true, configureBuckets: [{ name: 'media' }] })
  await server.run()
  return {
    env: { S3_BUCKET: 'media', S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
    stop: () => server.close(),
  }
}

/** `next start` of the build in .next on `port` (`nodeArgs`: flags for its node, as --cpu-prof); `base` once it answers. */
export async function startInstance({ port, env, log = 'ignore', nodeArgs = [] }) {
  if (!existsSync('.next/BUILD_ID')) throw new Error('No production build: run `npx next build` first.')
  const next = ['start', '-p', String(port)]
  const group = nodeArgs.length
    ? startGroup(process.execPath, [...nodeArgs, path.resolve('node_modules/next/dist/bin/next'), ...next], { env, log })
    : startGroup('next', next, { env, log })
  const base = `http://127.0.0.1:${port}`
  await waitFor(`next start on ${port}`, async () => {
    if (group.child.exitCode !== null) throw new Error(`next start on ${port} exited with ${group.child.exitCode}`)
    return (await fetch(`${base}/api/globals/site-settings`)).ok
  }, 180)
  return { base, ...group }
}

/** A jobs worker (npm run jobs:worker) looking for due jobs every second. */
export function startWorker({ env, log = 'ignore' }) {
  return startGroup(process.execPath, ['scripts/jobs-worker.mjs'], { env: { JOBS_WORKER_CRON: '* * * * * *', ...env }, log })
}

/** Runs a command to its end with `env`; throws when it fails. */
export async function runToEnd(command, env) {
  const { child } = startGroup('sh', ['-c', command], { env, log: 'inherit' })
  const code = await new Promise((resolve) => child.once('exit', resolve))
  if (code !== 0) throw new Error(`${command} exited ${code}`)
}

/** A request that gives up after 20 s: an answer that never comes is a failure, not a bench that hangs. */
const fetchWithin = (url, init = {}) => globalThis.fetch(url, { signal: AbortSignal.timeout(20_000), ...init })

/** The REST API as the holder of `cookie`, sent as a browser on `origin` sends it (Payload's CSRF check); answers JSON. */
export const restAs = (cookie, origin) => async (base, method, pathname, body) => {
  const response = await fetchWithin(`${base}${pathname}`, {
    method,
    headers: { Cookie: cookie, Origin: origin, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${await response.text()}`)
  return response.json()
}

/** A class the business runs itself (its partner organisation is the business), so it is booked on this site. */
export async function makeBusinessClass(asOwner, base, name) {
  const { businessName } = await (await fetchWithin(`${base}/api/globals/site-settings`)).json()
  const { doc } = await asOwner(base, 'POST', '/api/classes', {
    name,
    partnerOrganization: businessName,
    type: 'public-adult-teen',
    bookingMethod: 'swsd website',
    priceCents: 7500,
    city: 'Walnut Creek',
    isActive: true,
  })
  return doc.id
}
