// Runs the built server for the browser journeys on a fresh, empty data folder, so every run
// migrates and seeds from scratch. The folder is removed when the server stops.
import './lib/pinned-node.mjs'
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const entry = join(root, 'apps/server/dist/main.js')
if (!existsSync(entry)) {
  console.error(`${entry} is missing: run \`npm run build\` first.`)
  process.exit(1)
}

const dataDir = mkdtempSync(join(tmpdir(), 'lumbung-e2e-'))
const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true })

const server = spawn(process.execPath, [entry], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    LUMBUNG_DATA_DIR: dataDir,
    // The journeys sign in many times from one address.
    LUMBUNG_AUTH_RATE_LIMIT: process.env.LUMBUNG_AUTH_RATE_LIMIT ?? '10000',
    // The journeys sign the demo operator in without a second factor; second-factor.spec.ts has its own.
    LUMBUNG_OPERATOR_SECOND_FACTOR: process.env.LUMBUNG_OPERATOR_SECOND_FACTOR ?? 'optional',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
})

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal)
  })
}
server.on('exit', (code, signal) => {
  removeDataDir()
  process.exit(signal ? 0 : (code ?? 1))
})
