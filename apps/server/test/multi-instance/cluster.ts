import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { build } from 'esbuild'
import S3rver from 's3rver'
import { loadConfig } from '../../src/config'
import { openDatabase, type DatabaseHandle } from '../../src/db/database'
import { createFileStorage } from '../../src/lib/create-file-storage'
import {
  seedDemoBilling,
  seedDemoCatalogue,
  seedDemoConsumerData,
  seedDemoData,
  seedDemoRequests,
  seedDemoUsage,
} from '../../src/seed'
import { startPostgresCluster, type PostgresCluster } from '../postgres-cluster'
import { noteEnded, noteStarted } from '../started-processes'

const root = resolve(import.meta.dirname, '../../../..')
const serverRoot = join(root, 'apps/server')
// Inside the server package folder, so the bundle finds its migrations and dependencies as dist/ does.
const bundleFolder = join(serverRoot, 'dist/multi-instance')

/**
 * The server bundled as apps/server/build.mjs bundles it: a process starts from one file in about a
 * second, where `tsx` would compile every source file again in each of them.
 */
async function bundleServer(): Promise<string> {
  const manifest = JSON.parse(readFileSync(join(serverRoot, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>
  }
  const external = Object.keys(manifest.dependencies ?? {}).filter((name) => name !== '@lumbung/contract')
  await build({
    absWorkingDir: serverRoot,
    entryPoints: { main: 'src/main.ts' },
    outdir: bundleFolder,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    external: external.flatMap((name) => [name, `${name}/*`]),
    banner: {
      js: "import { createRequire as __lumbungCreateRequire } from 'node:module'; const require = __lumbungCreateRequire(import.meta.url);",
    },
    logLevel: 'warning',
  })
  return join(bundleFolder, 'main.js')
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port')),
      )
    })
  })
}

/** One server process on its own port; `url` reaches it directly, past the load balancer. */
export interface Instance {
  name: string
  port: number
  url: string
  process: ChildProcess
  /** Everything it wrote, for a failing test's message. */
  output: string[]
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

export interface Cluster {
  /** The load balancer: every request of a journey goes here. */
  url: string
  instances: Instance[]
  db: DatabaseHandle['db']
  environment: Record<string, string>
  /** Starts (or restarts) the instance of that name on its port and waits until it is ready. */
  startInstance(name: string, overrides?: Record<string, string>): Promise<Instance>
  instance(name: string): Instance
  stop(): Promise<void>
}

async function waitUntilReady(instance: Instance, timeoutMs = 45_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (instance.process.exitCode !== null || instance.process.signalCode !== null)
      throw new Error(`${instance.name} stopped while starting:\n${instance.output.join('')}`)
    const answer = await fetch(`${instance.url}/api/health/ready`).catch(() => null)
    if (answer?.status === 200) return
    await new Promise((resolveWait) => setTimeout(resolveWait, 150))
  }
  throw new Error(`${instance.name} was not ready in time:\n${instance.output.join('')}`)
}

function nginxConfig(folder: string, port: number, upstreamPorts: number[]) {
  // Round robin over the instances; an instance that refuses a connection is skipped for a second.
  // Connections for the load test's hundreds of clients, each also holding one to an instance.
  return `daemon off;
worker_processes 1;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${folder}/body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
  upstream lumbung {
${upstreamPorts.map((upstreamPort) => `    server 127.0.0.1:${upstreamPort} max_fails=1 fail_timeout=1s;`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 64m;
    location / {
      proxy_pass http://lumbung;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_buffering off;
      proxy_request_buffering off;
      proxy_next_upstream error timeout;
      # Which instance answered, so a test can tell that a journey crossed instances.
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`
}

/**
 * PostgreSQL, an S3-compatible store (s3rver), `names.length` server processes on the one database and
 * bucket, and nginx in front of them, each in a temporary folder. The demo data is seeded once.
 */
export async function startCluster(
  names: string[],
  extraEnvironment: Record<string, string> = {},
  /** Puts something between the instances and the store (a slow link); answers the address to use. */
  linkStore: (storeUrl: string) => Promise<string> = async (storeUrl) => storeUrl,
) {
  if (!hasNginx()) {
    throw new Error(
      'nginx is not installed: `apt-get install -y nginx` (npm test installs it when it runs as root); the test runs it itself',
    )
  }
  const folder = mkdtempSync(join(tmpdir(), 'lumbung-multi-'))
  let postgres: PostgresCluster | undefined
  let s3: S3rver | undefined
  let database: DatabaseHandle | undefined
  /**
   * Every process started here leads a group of its own (each server instance; nginx and its workers),
   * ended whole, so no worker outlives its master and nothing outlives the test, even a worker of the
   * test runner that exits without stopping the cluster.
   */
  const groups: number[] = []
  const endAtExit = () => {
    for (const group of groups) signalGroup(group)
  }
  process.once('exit', endAtExit)
  const stop = async () => {
    process.off('exit', endAtExit)
    // Ending a master alone would orphan its workers: whole groups, each until none of it is left.
    for (const group of groups) await endGroup(group)
    await database?.close().catch(() => undefined)
    await s3?.close().catch(() => undefined)
    postgres?.stop()
    rmSync(folder, { recursive: true, force: true })
  }
  try {
    const bundling = bundleServer()
    postgres = await startPostgresCluster()
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: join(folder, 's3'),
      // The platform's bucket, and one a consumer delivers into.
      configureBuckets: [{ name: 'lumbung' }, { name: 'consumer-landing' }],
    })
    const { port: s3Port } = await s3.run()
    const environment: Record<string, string> = {
      DATABASE_URL: postgres.url,
      LUMBUNG_JWT_SECRET: randomBytes(32).toString('hex'),
      LUMBUNG_MASTER_KEY: randomBytes(32).toString('base64'),
      LUMBUNG_S3_BUCKET: 'lumbung',
      LUMBUNG_S3_ENDPOINT: await linkStore(`http://127.0.0.1:${s3Port}`),
      LUMBUNG_S3_ACCESS_KEY_ID: 'S3RVER',
      LUMBUNG_S3_SECRET_ACCESS_KEY: 'S3RVER',
      LUMBUNG_S3_FORCE_PATH_STYLE: 'true',
      LUMBUNG_SEED: 'never',
      LUMBUNG_DEMO_UPSTREAM: 'on',
      LUMBUNG_ALLOW_PRIVATE_URLS: 'true',
      // The journeys sign the demo operator in with a password alone, as the browser journeys do;
      // second-factor-operators.test.ts holds operators to a second factor.
      LUMBUNG_OPERATOR_SECOND_FACTOR: 'optional',
      LUMBUNG_WEB_DIR: join(folder, 'no-web'),
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
      MALLOC_ARENA_MAX: '2',
      ...extraEnvironment,
    }
    // Migrated and seeded once, as `npm run seed` does, before any instance starts.
    const seedConfig = loadConfig({ ...environment, LUMBUNG_DATA_DIR: join(folder, 'seed') }, root)
    database = await openDatabase({ databaseUrl: postgres.url })
    await database.migrate()
    const files = createFileStorage(seedConfig)
    await seedDemoData(database.db)
    await seedDemoCatalogue({ db: database.db, config: seedConfig, files })
    await seedDemoRequests({ db: database.db, config: seedConfig })
    await seedDemoConsumerData({ db: database.db, config: seedConfig, files })
    await seedDemoUsage({ db: database.db, config: seedConfig })
    await seedDemoBilling({ db: database.db, config: seedConfig, files })

    const serverEntry = await bundling
    const ports = new Map<string, number>()
    for (const name of names) ports.set(name, await freePort())
    const instances = new Map<string, Instance>()

    const startInstance = async (name: string, overrides: Record<string, string> = {}) => {
      const port = ports.get(name)!
      const dataDir = join(folder, name)
      mkdirSync(dataDir, { recursive: true })
      const child = spawn(process.execPath, [serverEntry], {
        cwd: root,
        env: {
          ...process.env,
          ...environment,
          PORT: String(port),
          HOST: '127.0.0.1',
          LUMBUNG_DATA_DIR: dataDir,
          ...overrides,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      })
      if (child.pid !== undefined) {
        groups.push(child.pid)
        noteStarted('group', child.pid, `server instance ${name}`)
      }
      const output: string[] = []
      child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()))
      child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()))
      const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolveExit) =>
        child.once('exit', (code, signal) => resolveExit({ code, signal })),
      )
      const instance: Instance = {
        name,
        port,
        url: `http://127.0.0.1:${port}`,
        process: child,
        output,
        exited,
      }
      instances.set(name, instance)
      await waitUntilReady(instance)
      return instance
    }
    await Promise.all(names.map((name) => startInstance(name)))

    const nginxPort = await freePort()
    const nginxFolder = join(folder, 'nginx')
    mkdirSync(nginxFolder)
    writeFileSync(join(nginxFolder, 'nginx.conf'), nginxConfig(nginxFolder, nginxPort, [...ports.values()]))
    // In a group of its own, as the instances: its workers do not end with their master.
    const nginx = spawn('nginx', ['-c', join(nginxFolder, 'nginx.conf'), '-p', nginxFolder], {
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    })
    if (nginx.pid !== undefined) {
      groups.push(nginx.pid)
      noteStarted('group', nginx.pid, 'nginx')
    }
    const url = `http://127.0.0.1:${nginxPort}`
    for (let tries = 0; ; tries += 1) {
      const answer = await fetch(`${url}/api/health/live`).catch(() => null)
      if (answer?.ok) break
      if (tries > 100 || nginx.exitCode !== null) throw new Error('nginx did not start')
      await new Promise((resolveWait) => setTimeout(resolveWait, 50))
    }

    const cluster: Cluster = {
      url,
      get instances() {
        return [...instances.values()]
      },
      db: database.db,
      environment,
      startInstance,
      instance: (name) => instances.get(name)!,
      stop,
    }
    return cluster
  } catch (error) {
    await stop()
    throw error
  }
}

/** Signals every process of a group (by default SIGKILL; 0 only asks); false when none is left. */
function signalGroup(group: number, signal: NodeJS.Signals | 0 = 'SIGKILL'): boolean {
  try {
    process.kill(-group, signal)
    return true
  } catch {
    return false
  }
}

/** Ends every process of a group and waits until none is left, failing if one outlives it. */
async function endGroup(group: number): Promise<void> {
  for (let tries = 0; signalGroup(group, 0); tries += 1) {
    if (tries > 100) throw new Error(`process group ${group} did not end`)
    signalGroup(group)
    await new Promise((resolveWait) => setTimeout(resolveWait, 20))
  }
  noteEnded('group', group)
}

/** True when nginx from the distribution is installed (npm test installs it when it runs as root). */
function hasNginx(): boolean {
  return spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status === 0
}
