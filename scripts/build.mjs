// Builds the web app and the server when their output is missing or older than their inputs.
// `node scripts/build.mjs` builds what is stale; `--force` rebuilds both.
import './lib/pinned-node.mjs'
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { compressAssets } from './lib/compress-assets.mjs'

export const root = join(dirname(fileURLToPath(import.meta.url)), '..')

const shared = ['packages/contract/src', 'packages/contract/package.json', 'package-lock.json']

/** Each target: its inputs, the files that must exist afterwards, and how to build it. */
export const targets = [
  {
    name: 'web',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      ...shared,
    ],
    outputs: ['apps/web/dist/index.html'],
    // The stamp lives inside dist so that deleting dist also forgets the build.
    stamp: 'apps/web/dist/.lumbung-build-stamp',
    command: [process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build']],
    cwd: 'apps/web',
    // The server sends these copies to browsers that accept them (apps/server/src/lib/spa.ts).
    afterwards: () => compressAssets(join(root, 'apps/web/dist')),
  },
  {
    name: 'server',
    inputs: [
      'apps/server/src',
      'apps/server/drizzle',
      'apps/server/build.mjs',
      'apps/server/package.json',
      ...shared,
    ],
    outputs: ['apps/server/dist/main.js', 'apps/server/dist/cli.js', 'apps/server/dist/share-store.js'],
    stamp: 'apps/server/dist/.lumbung-build-stamp',
    command: [process.execPath, ['build.mjs']],
    cwd: 'apps/server',
  },
]

/** Newest modification time (ms) of a file or of any file below a folder; 0 when it does not exist. */
function newestMtime(path) {
  let stats
  try {
    stats = statSync(path)
  } catch {
    return 0
  }
  if (!stats.isDirectory()) return stats.mtimeMs
  let newest = stats.mtimeMs
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue
    newest = Math.max(newest, newestMtime(join(path, entry)))
  }
  return newest
}

/** Why a target needs building, or undefined when its output is up to date. */
export function staleReason(target) {
  const missing = target.outputs.find((output) => !existsSync(join(root, output)))
  if (missing) return `${missing} is missing`
  const stampPath = join(root, target.stamp)
  if (!existsSync(stampPath)) return 'no record of a previous build'
  const builtAt = statSync(stampPath).mtimeMs
  for (const input of target.inputs) {
    if (newestMtime(join(root, input)) > builtAt) return `${input} changed since the last build`
  }
  return undefined
}

function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit', env: process.env })
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (code === 0) resolve()
      else reject(new Error(`${relative(root, cwd) || '.'}: exited with ${signal ?? `code ${code}`}`))
    })
  })
}

async function buildTarget(target) {
  const startedAt = Date.now()
  const [command, args] = target.command
  await run(command, args, join(root, target.cwd))
  await target.afterwards?.()
  const stampPath = join(root, target.stamp)
  mkdirSync(dirname(stampPath), { recursive: true })
  // The stamp records the moment the build started, so an edit made during the build still counts as newer.
  writeFileSync(stampPath, `${new Date(startedAt).toISOString()}\n`)
  utimesSync(stampPath, new Date(startedAt), new Date(startedAt))
  return Date.now() - startedAt
}

/** Builds every stale target (or all of them with force). Returns the names that were built. */
export async function buildIfStale({ force = false, log = console.log } = {}) {
  const built = []
  for (const target of targets) {
    const reason = force ? 'forced rebuild' : staleReason(target)
    if (!reason) {
      log(`[build] ${target.name}: up to date`)
      continue
    }
    log(`[build] ${target.name}: building (${reason})`)
    const tookMs = await buildTarget(target)
    log(`[build] ${target.name}: built in ${(tookMs / 1000).toFixed(1)} s`)
    built.push(target.name)
  }
  return built
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildIfStale({ force: process.argv.includes('--force') }).catch((error) => {
    console.error(`[build] failed: ${error.message}`)
    process.exit(1)
  })
}
