// `npm run bench:gate`: a quick run of the figures that catch a slowdown (about two minutes), each a
// ratio against a baseline measured in the same run or an absolute byte count, judged against
// bench/baseline.json: a figure more than 15 % worse fails the gate, when it is so in a second run
// too (taken only then). `-- --update` measures three times and writes the medians as the baseline
// instead (commit it with the change that moved it). BENCH_GATE_ROUNDS (5) sets
// the rounds per figure. See docs/decisions/0056-performance-gate.md.
import './lib/pinned-node.mjs'
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { buildIfStale, root } from './build.mjs'
import {
  baselineFile,
  initialJsGateFigures,
  judge,
  printTable,
  readBaseline,
  readFigures,
  tolerance,
  writeBaseline,
} from './lib/bench-figures.mjs'

const isUpdate = process.argv.includes('--update')
const unknown = process.argv.slice(2).filter((argument) => argument !== '--update')
if (unknown.length > 0) {
  console.error(`Unknown argument(s): ${unknown.join(', ')}. Options: --update`)
  process.exit(2)
}

function measure(figuresFile) {
  return new Promise((resolve, reject) => {
    // tsx on this script's own Node, which tsx hands on to the process it starts.
    const child = spawn(
      process.execPath,
      [join(root, 'node_modules/tsx/dist/cli.mjs'), 'apps/server/bench/gate.bench.ts'],
      {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, BENCH_FIGURES_FILE: figuresFile },
      },
    )
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the gate's measurements exited with ${code}`)),
    )
  })
}

/** One measurement of every figure: the gate's run in its own process, then the initial JS. */
async function measureAll() {
  const folder = mkdtempSync(join(tmpdir(), 'lumbung-bench-gate-'))
  try {
    const figuresFile = join(folder, 'figures.jsonl')
    await measure(figuresFile)
    return [...readFigures(figuresFile), ...(await initialJsGateFigures())]
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

/** Each figure at its better of two runs, for a second run after a failing one. */
function betterOf(first, second) {
  const byName = new Map(second.map((figure) => [figure.name, figure]))
  return first.map((figure) => {
    const other = byName.get(figure.name)
    if (!other) return figure
    const isOtherBetter = figure.better === 'higher' ? other.value > figure.value : other.value < figure.value
    return isOtherBetter ? { ...other, note: `${other.note ?? ''} (second run)`.trim() } : figure
  })
}

const startedAt = Date.now()
await buildIfStale()
let figures = await measureAll()
if (isUpdate) {
  // A baseline is what every later run is judged by: the median of three runs, not one run's luck.
  const runs = [figures, await measureAll(), await measureAll()]
  figures = figures.map((figure) => {
    const values = runs.map((run) => run.find((other) => other.name === figure.name)?.value ?? figure.value)
    const median = [...values].sort((first, second) => first - second)[1]
    return {
      ...figure,
      value: median,
      note: `runs ${values.map((value) => value.toPrecision(4)).join(', ')}`,
    }
  })
}
const seconds = () => `${((Date.now() - startedAt) / 1000).toFixed(0)} s`
if (isUpdate) {
  writeBaseline(figures)
  console.log(
    `\nWrote ${relative(root, baselineFile)} (${figures.length} figures, measured in ${seconds()}):`,
  )
  printTable([
    ['Figure', 'Baseline', 'Note'],
    ...figures.map((figure) => [figure.name, String(figure.value.toPrecision(4)), figure.note ?? '']),
  ])
} else {
  const baseline = readBaseline()
  if (!baseline) {
    console.error(
      `\nNo ${relative(root, baselineFile)}: run \`npm run bench:gate -- --update\` and commit it.`,
    )
    process.exit(1)
  }
  let rows = judge(baseline, figures)
  if (rows.some((row) => !row.isPassed)) {
    // A figure over the line once may be a burst of other work on the machine; a regression is over
    // it twice. Only then does the gate take its second run, so a passing gate stays quick.
    console.log(
      `\nOver the line: ${rows
        .filter((row) => !row.isPassed)
        .map((row) => row.name)
        .join('; ')}. Measuring again…`,
    )
    figures = betterOf(figures, await measureAll())
    rows = judge(baseline, figures)
  }
  console.log(
    `\nPerformance gate (measured in ${seconds()}; fails when a figure is more than ${(baseline.tolerance ?? tolerance) * 100} % worse, + is worse):`,
  )
  printTable([
    ['Figure', 'Baseline', 'Now', 'Change', 'Result', 'Rounds or parts'],
    ...rows.map((row) => [row.name, row.base, row.now, row.change, row.result, row.note ?? '']),
  ])
  const failed = rows.filter((row) => !row.isPassed)
  if (failed.length > 0) {
    console.error(
      `\n${failed.length} figure(s) regressed: ${failed.map((row) => row.name).join('; ')}.` +
        ' If the change is meant (a feature that costs this), refresh the baseline with' +
        ' `npm run bench:gate -- --update` and commit it with the change.',
    )
    process.exitCode = 1
  }
}
