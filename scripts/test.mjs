// `npm test`: the whole suite, in order, stopping at the first failing step.
// `node scripts/test.mjs typecheck e2e` runs only the named steps (see the list below);
// `--keep-going` runs every selected step even after a failure.
// The static checks (format, readme, lint, typecheck) read the code and nothing else, so they run side
// by side, and the several-instances step, which mostly waits, runs beside them; each prints its output
// in one piece when it ends. The other test steps run one after another. Before any step, the programs
// the selected steps need from the machine (Chromium, nginx) are installed or named
// (lib/test-prerequisites.mjs).
import './lib/pinned-node.mjs'
import { spawn } from 'node:child_process'
import { readFileSync, realpathSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { root } from './build.mjs'
import { failureHeadlines, OutputTail } from './lib/failure-headlines.mjs'
import { endLeftovers, leftoverWatch } from './lib/leftover-processes.mjs'
import { ensurePrerequisites } from './lib/test-prerequisites.mjs'

// Each tool runs on this script's own Node, not on whichever `node` its launcher's
// `#!/usr/bin/env node` line finds first on the PATH: [command, args, cost], named `name` when shown.
const toolNames = new Map()
const tool = (name, args, cost, launcher = join(root, 'node_modules/.bin', name)) => {
  const entry = realpathSync(launcher)
  toolNames.set(entry, name)
  return [process.execPath, [entry, ...args], cost]
}
const isTerminal = Boolean(process.stdout.isTTY)

// Incremental: a rerun checks only what changed since the last one. The folder is ignored by git.
const typecheckProjects = ['packages/contract', 'apps/server', 'apps/web', 'e2e']
const tscArgs = (project) => [
  '-p',
  project,
  '--noEmit',
  '--incremental',
  '--tsBuildInfoFile',
  `.lumbung-test/tsc/${project.replaceAll('/', '-')}.tsbuildinfo`,
  // One checker per project: the projects already run side by side, and each extra checker builds the
  // same library types again (the server project: 13 CPU-seconds with one, 37 with the default four).
  '--checkers',
  '1',
  // Colours survive the buffering when the suite prints to a terminal.
  ...(isTerminal ? ['--pretty'] : []),
]

// `isSideBySide`: a step that runs in the first batch, beside the others, its output printed in one
// piece when it ends. A command's `cost` (about its CPU seconds here) decides which start first, so the
// longest never waits behind short ones; `isWaiting`: a step that mostly waits (on processes it
// started, on timers), so it takes no turn from the checks. Prettier and ESLint keep caches beside
// tsc's build info.
const eslintArgs = (name) => ['--cache', '--cache-location', `.lumbung-test/eslint/${name}/`]
const typecheckCosts = { 'packages/contract': 3, 'apps/server': 13, 'apps/web': 10, e2e: 4 }
const steps = [
  {
    name: 'format',
    title: 'Prettier check',
    isSideBySide: true,
    commands: [
      tool('prettier', ['--check', '.', '--cache', '--cache-location', '.lumbung-test/prettier'], 15),
    ],
  },
  {
    name: 'readme',
    title: 'README in step with the code',
    isSideBySide: true,
    commands: [[process.execPath, ['scripts/readme.mjs', '--check'], 1]],
  },
  {
    name: 'lint',
    title: 'ESLint',
    isSideBySide: true,
    isEachCommandRun: true,
    // Two processes, so that the longest check is not one thread: the web app, and everything else.
    // Import cycles cannot cross them: the contract, which both read, imports neither.
    commands: [
      tool('eslint', ['apps/web', ...eslintArgs('web')], 28),
      tool('eslint', ['.', '--ignore-pattern', 'apps/web/**', ...eslintArgs('rest')], 22),
    ],
  },
  {
    name: 'typecheck',
    title: 'Type check',
    isSideBySide: true,
    // Every project is checked even when another one fails, so one run shows every error.
    isEachCommandRun: true,
    // TypeScript 7, the compiler written in Go, checks the projects; TypeScript 5 stays as `typescript`
    // for ESLint's parser and editors (docs/decisions/0071-typescript-7-for-the-type-check.md).
    commands: typecheckProjects.map((project) =>
      tool(
        'tsc',
        tscArgs(project),
        typecheckCosts[project],
        join(root, 'node_modules/typescript-native/bin/tsc'),
      ),
    ),
  },
  {
    name: 'multi',
    title: 'Several instances behind nginx',
    isSideBySide: true,
    // Most of its time is spent waiting on the servers it starts, a killed one's lease and nginx.
    isWaiting: true,
    // Server processes on one PostgreSQL and one object store behind nginx (docs/decisions/0054).
    commands: [tool('vitest', ['run', '--project', 'multi-instance'])],
  },
  {
    name: 'unit',
    title: 'Vitest: contract, web, scripts, server on PGlite and on PostgreSQL 15',
    commands: [
      tool('vitest', [
        'run',
        '--project',
        'contract',
        '--project',
        'web',
        '--project',
        'server',
        '--project',
        'server-postgres',
        '--project',
        'scripts',
      ]),
    ],
  },
  {
    name: 'build',
    title: 'Build (forced)',
    commands: [[process.execPath, ['scripts/build.mjs', '--force']]],
  },
  {
    name: 'e2e',
    title: 'Playwright in Chromium',
    commands: [tool('playwright', ['test', '--config', 'e2e/playwright.config.ts'])],
  },
]

const children = new Set()
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal)
    // Without children a signal would otherwise be ignored: the listener replaces the default exit.
    if (children.size === 0) process.exit(1)
  })
}

/**
 * The CPU time of this process's ended children and of what they waited for, in ms (Linux; 0
 * elsewhere): the figure that another user's load changes less than the wall time. Ticks of 1/100 s.
 */
function childrenCpuMs() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[13]) + Number(fields[14])) * 10
  } catch {
    return 0
  }
}
let cpuSeenMs = childrenCpuMs()
/** Each step's CPU time, the sum of its commands' as each ends. */
const cpuOfStep = new Map()

/** The end of each step's output, for the headlines of a failure, when the suite prints to a log. */
const tailOfStep = new Map()
function tailOf(step) {
  if (!tailOfStep.has(step)) tailOfStep.set(step, new OutputTail())
  return tailOfStep.get(step)
}

/**
 * Runs one command. With `output`, its stdout and stderr are collected there in the order they
 * arrive instead of going straight to the terminal. Without it, they go to the terminal as they come
 * and, when that is a log rather than a terminal, the step's tail keeps their end as well. Resolves to
 * the exit code.
 */
function run(command, args, env, output, step) {
  return new Promise((resolve) => {
    const tail = output || isTerminal ? undefined : tailOf(step)
    const child = spawn(command, args, {
      cwd: root,
      stdio: output || tail ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...(output && isTerminal ? { FORCE_COLOR: '1' } : {}), ...env },
    })
    children.add(child)
    for (const [stream, terminal] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      stream?.on('data', (chunk) => {
        if (output) output.push(chunk)
        else {
          tail.push(chunk)
          terminal.write(chunk)
        }
      })
    }
    child.on('error', (error) => {
      output?.push(Buffer.from(`${error.message}\n`))
      if (!output) console.error(error.message)
    })
    let lastOutputWait
    let isFinished = false
    const finish = (code, signal) => {
      if (isFinished) return
      isFinished = true
      clearTimeout(lastOutputWait)
      children.delete(child)
      const cpuMs = childrenCpuMs()
      cpuOfStep.set(step, (cpuOfStep.get(step) ?? 0) + cpuMs - cpuSeenMs)
      cpuSeenMs = cpuMs
      resolve(signal ? 1 : (code ?? 1))
    }
    child.on('close', finish)
    // `close` waits for every process that holds the command's output open, one it left running too,
    // which the step then names and ends: the command's own exit is enough, after a moment for the last
    // of its output.
    child.on('exit', (code, signal) => {
      lastOutputWait = setTimeout(() => {
        child.stdout?.destroy()
        child.stderr?.destroy()
        finish(code, signal)
      }, 2000)
    })
  })
}

/**
 * At most this many commands at once: one per core, and one more to use a core while another command
 * reads files. More than that only makes each slower on a small machine. Commands asked for in the same
 * turn of the event loop start in order of cost, the dearest first.
 */
const limit = availableParallelism() + 1
let running = 0
const waiting = []
let isStartScheduled = false

function startWaiting() {
  isStartScheduled = false
  waiting.sort((a, b) => b.cost - a.cost)
  while (running < limit && waiting.length > 0) {
    const { task, resolve } = waiting.shift()
    running += 1
    task()
      .then(resolve)
      .finally(() => {
        running -= 1
        startWaiting()
      })
  }
}

function limited(task, cost = 0) {
  return new Promise((resolve) => {
    waiting.push({ task, cost, resolve })
    if (!isStartScheduled) {
      isStartScheduled = true
      setImmediate(startWaiting)
    }
  })
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`
const shown = (command, args) =>
  toolNames.has(args[0])
    ? [toolNames.get(args[0]), ...args.slice(1)].join(' ')
    : [command === process.execPath ? 'node' : command.replace(`${root}/`, ''), ...args].join(' ')

/** A test step: its commands one after another, printing as they go. */
async function runInOrder(step) {
  console.log(`\n▶ ${step.title}`)
  let exitCode = 0
  for (const [command, args] of step.commands) {
    console.log(`  $ ${shown(command, args)}`)
    const commandExitCode = await run(command, args, step.env, undefined, step)
    if (commandExitCode !== 0) exitCode = commandExitCode
    if (exitCode !== 0 && !step.isEachCommandRun) break
  }
  return exitCode
}

/**
 * A step of the first batch: its commands side by side, the whole step printed in one piece when it
 * ends. Resolves to the exit code and when its first command started (it may have waited for a turn).
 */
async function runBuffered(step) {
  const outputs = step.commands.map(() => [])
  let startedAt
  const codes = await Promise.all(
    step.commands.map(([command, args, cost], index) => {
      const start = () => {
        startedAt ??= Date.now()
        return run(command, args, step.env, outputs[index], step)
      }
      return step.isWaiting ? start() : limited(start, cost)
    }),
  )
  console.log(`\n▶ ${step.title}`)
  step.commands.forEach(([command, args], index) => {
    console.log(`  $ ${shown(command, args)}`)
    const text = Buffer.concat(outputs[index]).toString()
    if (text) process.stdout.write(text.endsWith('\n') ? text : `${text}\n`)
    // Command by command, as printed, so one command's report is never cut by another's.
    if (!isTerminal) for (const chunk of outputs[index]) tailOf(step).push(chunk)
  })
  return { exitCode: codes.find((code) => code !== 0) ?? 0, startedAt }
}

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
// Before any step: a missing browser or nginx stops the suite here, not as a wall of failed journeys.
if (!ensurePrerequisites(selected.map((step) => step.name))) process.exit(1)
console.log(`Node ${process.version}`)

/** The selected steps in batches: the side-by-side steps together, then each other step alone. */
function batchesOf(list) {
  const batches = []
  for (const step of list) {
    const last = batches.at(-1)
    if (step.isSideBySide && last?.[0].isSideBySide) last.push(step)
    else batches.push([step])
  }
  return batches
}

const results = []
const suiteStartedAt = Date.now()
const failed = []
for (const batch of batchesOf(selected)) {
  if (batch.length > 1) console.log(`\n▶ Side by side: ${batch.map((step) => step.title).join(', ')}`)
  await Promise.all(
    batch.map(async (step) => {
      const calledAt = Date.now()
      // A step leaves nothing running: what its commands started and left is named, ended, and fails it.
      const watch = leftoverWatch(root, step.name)
      step.env = { ...step.env, ...watch.env }
      const { exitCode: commandsExitCode, startedAt = calledAt } = step.isSideBySide
        ? await runBuffered(step)
        : { exitCode: await runInOrder(step) }
      const left = await endLeftovers(watch)
      if (left.length > 0) {
        console.error(`\n✘ ${step.title} left ${left.length} process(es) running, now ended:`)
        for (const line of left) console.error(`  ${line}`)
      }
      const exitCode = commandsExitCode !== 0 ? commandsExitCode : left.length > 0 ? 1 : 0
      const tookMs = Date.now() - startedAt
      // A step whose own commands failed, not only its leftovers, has a report of its failures.
      results.push({ step, tookMs, ok: exitCode === 0, hasReport: commandsExitCode !== 0 })
      console.log(`${exitCode === 0 ? '✔' : '✘'} ${step.title} (${seconds(tookMs)})`)
      if (exitCode !== 0) failed.push(step)
    }),
  )
  if (failed.length > 0 && !isKeepGoing) break
}

// What failed, where a log that keeps only its last lines still shows it.
for (const { step } of results.filter((result) => result.hasReport)) {
  const headlines = failureHeadlines(tailOfStep.get(step)?.text() ?? '')
  if (headlines.length === 0) continue
  console.log(`\nWhat failed in ${step.title}:`)
  for (const line of headlines) console.log(line)
}

console.log('\nSummary')
for (const step of selected) {
  const result = results.find((candidate) => candidate.step === step)
  if (!result) console.log(`  skip  ${step.title}`)
  else {
    const { tookMs, ok } = result
    const cpu = `${seconds(cpuOfStep.get(step) ?? 0)} CPU`
    console.log(
      `  ${ok ? 'pass' : 'FAIL'}  ${step.title.padEnd(42)} ${seconds(tookMs).padStart(8)} ${cpu.padStart(12)}`,
    )
  }
}
const totalCpu = [...cpuOfStep.values()].reduce((sum, ms) => sum + ms, 0)
console.log(`  total ${seconds(Date.now() - suiteStartedAt)}, ${seconds(totalCpu)} CPU`)

if (failed.length > 0) {
  const names = selected.filter((step) => failed.includes(step)).map((step) => step.title)
  console.error(`\nFailed: ${names.join(', ')}.`)
  process.exit(1)
}
