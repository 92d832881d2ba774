import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Writes down a server a test started (a process group, or a process and its children), so that
 * `npm test` can tell, once the step has ended, whether it is still running (scripts/lib/
 * leftover-processes.mjs): nginx and PostgreSQL overwrite the environment that would otherwise mark
 * them. Outside `npm test` there is no folder and nothing is written.
 */
export function noteStarted(kind: 'group' | 'pid', id: number | undefined, label: string) {
  const folder = process.env.LUMBUNG_TEST_PROCESSES
  if (!folder || id === undefined) return
  writeFileSync(join(folder, `${kind}-${id}`), `${label}\n`)
}

/** Crosses a server off once it has been seen to end, so a later process given its number is not blamed. */
export function noteEnded(kind: 'group' | 'pid', id: number | undefined) {
  const folder = process.env.LUMBUNG_TEST_PROCESSES
  if (!folder || id === undefined) return
  rmSync(join(folder, `${kind}-${id}`), { force: true })
}
