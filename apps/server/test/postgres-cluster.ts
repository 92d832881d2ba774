import { execFileSync, spawnSync } from 'node:child_process'
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { noteEnded, noteStarted } from './started-processes'

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

/** PostgreSQL refuses to run as root, so a root test run hands the cluster to the postgres user. */
function asClusterOwner(command: string, args: string[]): [string, string[]] {
  const isRoot = process.getuid?.() === 0
  return isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
}

function run(command: string, args: string[]) {
  const [file, fileArgs] = asClusterOwner(command, args)
  execFileSync(file, fileArgs, { stdio: ['ignore', 'pipe', 'pipe'] })
}

export interface PostgresCluster {
  /** A superuser URL of the cluster's `postgres` database. */
  url: string
  stop(): void
}

/** A throwaway PostgreSQL cluster in a temporary folder, tuned for speed over durability. */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const directory = mkdtempSync(join(tmpdir(), 'lumbung-pg-'))
  if (process.getuid?.() === 0) {
    const ids = execFileSync('id', ['-u', 'postgres']).toString().trim()
    const group = execFileSync('id', ['-g', 'postgres']).toString().trim()
    chownSync(directory, Number(ids), Number(group))
  }
  const dataDir = join(directory, 'data')
  const port = await freePort()
  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8'])
  run('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    join(directory, 'server.log'),
    '-o',
    `-p ${port} -k ${directory} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c synchronous_commit=off`,
    '-w',
    'start',
  ])
  // The server's pid is the first line of its pid file; its backends are its children.
  const serverPid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0])
  noteStarted('pid', serverPid, 'PostgreSQL')
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      const [file, args] = asClusterOwner('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop'])
      // `-w`: the server has ended when pg_ctl answers.
      if (spawnSync(file, args, { stdio: 'ignore' }).status === 0) noteEnded('pid', serverPid)
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
