/** The parts of the Network Information API that decide whether prefetching is worth it. */
export interface ConnectionFacts {
  effectiveType?: string
  saveData?: boolean
}

/** Prefetching spends the user's bandwidth on a guess: not on slow, data-saving or offline connections. */
export function shouldSkipPrefetch(connection: ConnectionFacts | undefined, isOnline: boolean): boolean {
  if (!isOnline) return true
  if (!connection) return false
  if (connection.saveData) return true
  return (connection.effectiveType ?? '').includes('2g')
}

export function currentConnection(): ConnectionFacts | undefined {
  if (typeof navigator === 'undefined') return undefined
  return (navigator as Navigator & { connection?: ConnectionFacts }).connection
}
