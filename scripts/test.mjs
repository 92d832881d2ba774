// `npm test`: the whole suite, in order, stopping at the first failing step.
// `node scripts/test.mjs typecheck e2e` runs only the named steps (see the list below);
// `--keep-going` runs every selected step even after a failure.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { root } from './build.mjs'

const bin = (name) => join(root, 'node_modules/.bin', name)

const steps = [
  { name: 'format', title: 'Prettier check', commands: [[bin('prettier'), ['--check', '.']]] },
  {
    name: 'readme',
    title: 'README in step with the code',
    commands: [[process.execPath, ['scripts/readme.mjs', '--check']]],
  },
  { name: 'lint', title: 'ESLint', commands: [[bin('eslint'), ['.']]] },
  {
    name: 'typecheck',
    title: 'Type check',
    // Every project is checked even when an earlier one fails, so one run shows every error.
    isEachCommandRun: true,
    commands: ['packages/contract', 'apps/server', 'apps/web', 'e2e'].map((project) => [
      bin('tsc'),
      ['-p', project, '--noEmit'],
    ]),
  },
  {
    name: 'unit',
    title: 'Vitest: contract, web, server on PGlite',
    commands: [[bin('vitest'), ['run', '--project', 'contract', '--project', 'web', '--project', 'server']]],
  },
  {
    name: 'postgres',
    title: 'Vitest: server on PostgreSQL 15',
    commands: [[bin('vitest'), ['run', '--project', 'server']]],
    env: { LUMBUNG_TEST_DB: 'postgres' },
  },
  {
    name: 'build',
    title: 'Build (forced)',
    commands: [[process.execPath, ['scripts/build.mjs', '--force']]],
  },
  {
    name: 'e2e',
    title: 'Playwright in Chromium',
    commands: [[bin('playwright'), ['test', '--config', 'e2e/playwright.config.ts']]],
  },
]

function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
    const stop = (signal) => child.kill(signal)
    process.on('SIGINT', stop)
    process.on('SIGTERM', stop)
    child.on('error', (error) => {
      console.error(error.message)
      resolve(1)
    })
    child.on('exit', (code, signal) => {
      process.off('SIGINT', stop)
      process.off('SIGTERM', stop)
      resolve(signal ? 1 : (code ?? 1))
    })
  })
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

const options = process.argv.slice(2).filter((argument) => argument.startsWith('--'))
const wanted = process.argv.slice(2).filter((argument) => !argument.startsWith('--'))
const isKeepGoing = options.includes('--keep-going')
const unknownOptions = options.filter((option) => option !== '--keep-going')
if (unknownOptions.length > 0) {
  console.error(`Unknown option(s): ${unknownOptions.join(', ')}. Options: --keep-going`)
  process.exit(2)
}
const unknown = wanted.filter((name) => !steps.some((step) => step.name === name))
if (unknown.length > 0) {
  console.error(`Unknown step(s): ${unknown.join(', ')}. Steps: ${steps.map((step) => step.name).join(', ')}`)
  process.exit(2)
}
const selected = wanted.length > 0 ? steps.filter((step) => wanted.includes(step.name)) : steps

const results = []
const suiteStartedAt = Date.now()
const failed = []
for (const step of selected) {
  console.log(`\n▶ ${step.title}`)
  const startedAt = Date.now()
  let exitCode = 0
  for (const [command, args] of step.commands) {
    const shown = command === process.execPath ? 'node' : command.replace(`${root}/`, '')
    console.log(`  $ ${[shown, ...args].join(' ')}`)
    const commandExitCode = await run(command, args, step.env)
    if (commandExitCode !== 0) exitCode = commandExitCode
    if (exitCode !== 0 && !step.isEachCommandRun) break
  }
  const tookMs = Date.now() - startedAt
  results.push({ step, tookMs, ok: exitCode === 0 })
  console.log(`${exitCode === 0 ? '✔' : '✘'} ${step.title} (${seconds(tookMs)})`)
  if (exitCode !== 0) {
    failed.push(step)
    if (!isKeepGoing) break
  }
}

console.log('\nSummary')
for (const { step, tookMs, ok } of results) {
  console.log(`  ${ok ? 'pass' : 'FAIL'}  ${step.title.padEnd(42)} ${seconds(tookMs).padStart(8)}`)
}
for (const step of selected.slice(results.length)) console.log(`  skip  ${step.title}`)
console.log(`  total ${seconds(Date.now() - suiteStartedAt)}`)

if (failed.length > 0) {
  console.error(`\nFailed: ${failed.map((step) => step.title).join(', ')}.`)
  process.exit(1)
}
