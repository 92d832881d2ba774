import { readdirSync, readFileSync } from 'node:fs'

const ticksPerSecond = 100

/** utime + stime of one process, in seconds (Linux /proc). */
function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond
  } catch {
    return 0
  }
}

function childrenOf(pid: number): number[] {
  const children: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (parent === pid) children.push(Number(entry))
    } catch {
      // Gone meanwhile.
    }
  }
  return children
}

/** CPU seconds used so far by a process and its children (nginx's workers), for CPU per call. */
export function cpuSeconds(pid: number): number {
  return [pid, ...childrenOf(pid)].reduce((total, each) => total + cpuSecondsOf(each), 0)
}
