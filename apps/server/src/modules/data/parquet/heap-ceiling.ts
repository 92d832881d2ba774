import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

/**
 * Keeps a long conversion from growing the process's heap with its own garbage. Each row group's
 * values and the writer's working arrays live just long enough to survive a young collection, so
 * they are promoted and pile up in the old generation until V8 decides to collect it, which it
 * does later the larger the heap and the longer the run: the resident size then grew with the
 * file (136 MB on 1 GB) though nothing was kept. Past `megabytes` of old-generation growth since the
 * last look, a full collection is asked for (docs/decisions/0065-parquet-of-file-versions.md).
 */
export function createHeapCeiling(megabytes: number): () => void {
  const limit = megabytes * 1024 * 1024
  let base = oldGenerationBytes()
  return () => {
    const used = oldGenerationBytes()
    if (used - base <= limit) {
      // The application's own live memory may shrink meanwhile; grow from the lowest seen.
      base = Math.min(base, used)
      return
    }
    collectGarbage()
    base = oldGenerationBytes()
  }
}

function oldGenerationBytes(): number {
  let total = 0
  for (const space of getHeapSpaceStatistics()) {
    if (space.space_name === 'old_space' || space.space_name === 'large_object_space') {
      total += space.space_used_size
    }
  }
  return total
}

let collect: (() => void) | undefined

/**
 * The collector, reached the way test runners reach it when Node was not started with --expose-gc:
 * the flag turned on, then the `gc` of a fresh context taken.
 */
function collectGarbage() {
  if (!collect) {
    const exposed = (globalThis as { gc?: () => void }).gc
    if (exposed) collect = exposed
    else {
      setFlagsFromString('--expose-gc')
      collect = runInNewContext('gc') as () => void
    }
  }
  collect()
}
