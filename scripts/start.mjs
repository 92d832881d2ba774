// `npm start`: builds what is missing or stale, then runs the server in the foreground.
import './lib/pinned-node.mjs'
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { buildIfStale, root } from './build.mjs'
import { serverEnvironment } from './server-environment.mjs'

try {
  await buildIfStale()
} catch (error) {
  console.error(`[start] build failed: ${error.message}`)
  process.exit(1)
}

const server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: serverEnvironment(),
})

const forwardedSignals = ['SIGINT', 'SIGTERM', 'SIGHUP']
for (const signal of forwardedSignals) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal)
  })
}

server.on('error', (error) => {
  console.error(`[start] could not run the server: ${error.message}`)
  process.exit(1)
})

server.on('exit', (code, signal) => {
  if (signal) {
    // Leave the way the server left, so a supervisor sees the same signal.
    for (const forwarded of forwardedSignals) process.removeAllListeners(forwarded)
    process.kill(process.pid, signal)
    return
  }
  process.exit(code ?? 1)
})
