// The figures of a benchmark run (apps/server/bench/figures.ts writes them, one JSON object a line):
// reading them, the run's history line (bench/history.jsonl) and the gate's judgement against
// bench/baseline.json.
import { execFileSync } from 'node:child_process'
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { initialJsPerRoute } from './initial-js.mjs'

const root = join(import.meta.dirname, '../..')
export const historyFile = join(root, 'bench/history.jsonl')
export const baselineFile = join(root, 'bench/baseline.json')
/** A figure fails the gate when it is this much worse than its baseline. */
export const tolerance = 0.15

export function readFigures(file) {
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
}

/** The initial JavaScript of every built screen, as figures (gzip bytes). */
export async function initialJsFigures() {
  const perRoute = await initialJsPerRoute()
  return Object.entries(perRoute).map(([path, bytes]) => ({
    name: `initial JS: ${path}`,
    value: bytes,
    unit: 'bytes',
    better: 'lower',
  }))
}

/** The three initial-JS figures the gate keeps: the sign-in screen, the heaviest screen, every screen summed. */
export async function initialJsGateFigures() {
  const perRoute = await initialJsPerRoute()
  const heaviest = Object.entries(perRoute).sort((first, second) => second[1] - first[1])[0]
  const figure = (name, value, note) => ({ name, value, unit: 'bytes', better: 'lower', note })
  return [
    figure('initial JS: /login', perRoute['/login']),
    figure('initial JS: heaviest screen', heaviest[1], heaviest[0]),
    figure(
      'initial JS: every screen summed',
      Object.values(perRoute).reduce((total, bytes) => total + bytes, 0),
      `${Object.keys(perRoute).length} screens`,
    ),
  ]
}

function git(...args) {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim()
  } catch {
    return ''
  }
}

/** The commit measured, marked when the working tree held changes not in it. */
export function commitOf() {
  const commit = git('rev-parse', '--short=12', 'HEAD') || 'unknown'
  return git('status', '--porcelain', '--untracked-files=no') ? `${commit}+changes` : commit
}

/** Appends one line for this run: when, which commit, and every figure by name. */
export function appendHistory(figures) {
  mkdirSync(join(root, 'bench'), { recursive: true })
  const line = {
    date: new Date().toISOString(),
    commit: commitOf(),
    node: process.version,
    figures: Object.fromEntries(figures.map((figure) => [figure.name, round(figure.value)])),
  }
  appendFileSync(historyFile, `${JSON.stringify(line)}\n`)
  return line
}

const round = (value) => (Number.isInteger(value) ? value : Number(value.toPrecision(4)))

export function writeBaseline(figures) {
  mkdirSync(join(root, 'bench'), { recursive: true })
  const baseline = {
    commit: commitOf(),
    date: new Date().toISOString(),
    tolerance,
    figures: Object.fromEntries(
      figures.map((figure) => [
        figure.name,
        {
          value: round(figure.value),
          unit: figure.unit,
          better: figure.better,
          ...(figure.isShownOnly ? { isShownOnly: true } : {}),
        },
      ]),
    ),
  }
  writeFileSync(baselineFile, `${JSON.stringify(baseline, null, 2)}\n`)
}

export function readBaseline() {
  return existsSync(baselineFile) ? JSON.parse(readFileSync(baselineFile, 'utf8')) : undefined
}

const shown = (value, unit) =>
  unit === 'bytes'
    ? `${(value / 1000).toFixed(1)} kB`
    : unit === 'MB'
      ? `${value.toFixed(0)} MB`
      : unit === 'req/s'
        ? `${value.toFixed(0)} req/s`
        : value.toFixed(3)

/**
 * Each figure against its baseline: the change is signed so that + is worse. A figure missing from
 * the run fails (a gate that quietly stops measuring something is no gate); a figure missing from the
 * baseline is shown as new and passes until the baseline is refreshed.
 */
export function judge(baseline, figures) {
  const limit = baseline.tolerance ?? tolerance
  const measured = new Map(figures.map((figure) => [figure.name, figure]))
  const names = [...new Set([...Object.keys(baseline.figures), ...measured.keys()])]
  return names.map((name) => {
    const base = baseline.figures[name]
    const now = measured.get(name)
    if (!now)
      return {
        name,
        base: shown(base.value, base.unit),
        now: '—',
        change: '',
        isPassed: false,
        result: 'FAIL (not measured)',
      }
    if (!base)
      return {
        name,
        base: '—',
        now: shown(now.value, now.unit),
        change: '',
        isPassed: true,
        result: 'new',
        note: now.note,
      }
    const worse = now.better === 'higher' ? base.value / now.value - 1 : now.value / base.value - 1
    const isPassed = now.isShownOnly || worse <= limit
    return {
      name,
      base: shown(base.value, base.unit),
      now: shown(now.value, now.unit),
      change: `${worse >= 0 ? '+' : '−'}${Math.abs(worse * 100).toFixed(1)} %`,
      isPassed,
      result: now.isShownOnly ? 'shown' : isPassed ? 'pass' : 'FAIL',
      note: now.note,
    }
  })
}

/** A plain table: the first row is the header; columns after the first are right-aligned. */
export function printTable(rows) {
  const widths = rows[0].map((_cell, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)))
  for (const [index, row] of rows.entries()) {
    const cells = row.map((cell, column) =>
      column === 0 || column === row.length - 1
        ? (cell ?? '').padEnd(widths[column])
        : (cell ?? '').padStart(widths[column]),
    )
    console.log(cells.join('  ').trimEnd())
    if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '))
  }
}
