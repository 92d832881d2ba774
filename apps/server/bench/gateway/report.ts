/** One goal of a benchmark: what was measured, the goal as written, and whether it was met. */
export interface GoalRow {
  name: string
  measured: string
  goal: string
  isMet: boolean
}

/** A plain table: the first row is the header; columns after the first are right-aligned. */
export function printTable(rows: string[][]) {
  const widths = rows[0]!.map((_cell, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)))
  for (const [index, row] of rows.entries()) {
    console.log(
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join('  '),
    )
    if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '))
  }
}

/** The goals with pass/FAIL; sets a failing exit code when one is missed. */
export function printGoals(goals: GoalRow[]) {
  console.log('')
  printTable([
    ['Goal', 'Measured', 'Goal', 'Result'],
    ...goals.map((goal) => [goal.name, goal.measured, goal.goal, goal.isMet ? 'pass' : 'FAIL']),
  ])
  if (goals.some((goal) => !goal.isMet)) process.exitCode = 1
}

export const fixed = (value: number, digits = 1) => value.toFixed(digits)
export const percent = (share: number) => `${(share * 100).toFixed(0)} %`
export const whole = (value: number) => Math.round(value).toLocaleString('en-US')
