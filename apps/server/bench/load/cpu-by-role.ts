import { readdirSync, readFileSync } from 'node:fs'

/** Whose CPU a load step spends: the server instances, PostgreSQL, nginx and this load generator. */
export const roles = ['server', 'postgres', 'nginx', 'generator'] as const
export type Role = (typeof roles)[number]

const ticksPerSecond = 100

/**
 * CPU seconds used so far (all threads, Linux /proc) by each role on the machine, with what their ended
 * children used (a PostgreSQL backend or an nginx worker that exits mid-step keeps its share): the
 * instances are this process's Node children, PostgreSQL and nginx are known by their command lines, so
 * the figures are for a machine that runs nothing else. Zero elsewhere.
 */
export function cpuSecondsByRole(): Record<Role, number> {
  const totals = Object.fromEntries(roles.map((role) => [role, 0])) as Record<Role, number>
  let entries: string[] = []
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))
  } catch {
    return totals
  }
  for (const entry of entries) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])
      const seconds = ticks / ticksPerSecond
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8')
      const role: Role | null =
        Number(entry) === process.pid
          ? 'generator'
          : command.startsWith('postgres') || command.includes('/bin/postgres')
            ? 'postgres'
            : command.startsWith('nginx')
              ? 'nginx'
              : Number(fields[1]) === process.pid && command.startsWith(process.execPath)
                ? 'server'
                : null
      if (role) totals[role] += seconds
    } catch {
      // Gone meanwhile.
    }
  }
  return totals
}
