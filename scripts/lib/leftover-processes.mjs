// A test step leaves nothing running. Each step's commands get two variables: a mark that every Node
// process below them inherits in its environment, and a folder where the test helpers that start a
// server (nginx, PostgreSQL, a server instance) write down its process group or pid
// (apps/server/test/started-processes.ts). Once the step's commands have ended, whatever still carries
// the mark or still answers to a written-down group is a leftover: named, ended, and the step fails.
// nginx and PostgreSQL overwrite their environment with their process titles, hence the folder.
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'

const markName = 'LUMBUNG_TEST_STEP'
const folderName = 'LUMBUNG_TEST_PROCESSES'

/** The environment that marks one run of a step, and the folder its helpers write to. */
export function leftoverWatch(root, stepName) {
  const mark = `${stepName}-${process.pid}-${Date.now()}`
  const folder = join(root, '.lumbung-test/processes', mark)
  rmSync(folder, { recursive: true, force: true })
  mkdirSync(folder, { recursive: true })
  return { env: { [markName]: mark, [folderName]: folder }, mark, folder }
}

/** Every live process, with its group, parent and command line (Linux only: none elsewhere). */
function processes() {
  let ids
  try {
    ids = readdirSync('/proc').filter((name) => /^\d+$/.test(name))
  } catch {
    return []
  }
  const found = []
  for (const id of ids) {
    try {
      const stat = readFileSync(`/proc/${id}/stat`, 'utf8')
      // The command name is in brackets and may hold spaces: the fields after it are fixed.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const state = fields[0]
      if (state === 'Z' || state === 'X') continue
      const command = readFileSync(`/proc/${id}/cmdline`, 'utf8').replaceAll('\0', ' ').trim()
      found.push({ pid: Number(id), parent: Number(fields[1]), group: Number(fields[2]), command, id })
    } catch {
      // Ended while being read.
    }
  }
  return found
}

function carriesMark(id, mark) {
  try {
    return readFileSync(`/proc/${id}/environ`, 'utf8').split('\0').includes(`${markName}=${mark}`)
  } catch {
    // Another user's process (not readable), or ended.
    return false
  }
}

/**
 * The groups and pids the step's helpers wrote down: file name `group-N` (every process of that group)
 * or `pid-N` (that process and its children, as PostgreSQL's server and its backends), the label inside.
 */
function written(folder) {
  let names
  try {
    names = readdirSync(folder)
  } catch {
    return []
  }
  return names.flatMap((name) => {
    const match = /^(group|pid)-(\d+)$/.exec(name)
    if (!match) return []
    return [{ kind: match[1], id: Number(match[2]), label: readFileSync(join(folder, name), 'utf8').trim() }]
  })
}

function leftovers({ mark, folder }) {
  const live = processes()
  const entries = written(folder)
  const left = new Map()
  for (const entry of live) {
    const recorded = entries.find(({ kind, id }) =>
      kind === 'group' ? entry.group === id : entry.pid === id || entry.parent === id,
    )
    if (recorded) left.set(entry.pid, { ...entry, label: recorded.label })
    else if (entry.pid !== process.pid && carriesMark(entry.id, mark)) left.set(entry.pid, entry)
  }
  return [...left.values()]
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * After the step's commands: waits up to two seconds for processes still on their way out, then
 * ends and names whatever is left. Resolves to the lines naming them (none when the step was clean).
 */
export async function endLeftovers(watch) {
  let left = leftovers(watch)
  for (let waited = 0; left.length > 0 && waited < 2000; waited += 100) {
    await sleep(100)
    left = leftovers(watch)
  }
  for (const { pid } of left) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // Gone meanwhile.
    }
  }
  rmSync(watch.folder, { recursive: true, force: true })
  return left.map(
    ({ pid, group, command, label }) =>
      `pid ${pid} (group ${group})${label ? ` ${label}:` : ''} ${command.slice(0, 160)}`,
  )
}
