// Preloaded into a benchmarked server (`BENCH_PROBE_NODE_ARGS="--import <this file>"` with STALL_LOG set)
// to see what a fixed rate's slow calls meet: every collection (`GC <epoch ms> <ms> <kind>`) and every
// pause of the event loop over 4 ms (`STALL <epoch ms> <ms>`), on one clock, appended to STALL_LOG once a
// second. Main thread only. Its own 1 ms timer allocates, so bytes per call are not read in the same run.
import { appendFileSync } from 'node:fs'
import { constants, PerformanceObserver } from 'node:perf_hooks'
import { isMainThread } from 'node:worker_threads'

const file = process.env.STALL_LOG
if (isMainThread && file) {
  const lines = []
  const origin = performance.timeOrigin
  const kinds = {
    [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
    [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
    [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
    [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weakcb',
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = kinds[entry.detail?.kind] ?? entry.detail?.kind
      lines.push(`GC ${(origin + entry.startTime).toFixed(1)} ${entry.duration.toFixed(2)} ${kind}`)
    }
  }).observe({ entryTypes: ['gc'] })
  let last = performance.now()
  setInterval(() => {
    const now = performance.now()
    if (now - last > 4) lines.push(`STALL ${(origin + last).toFixed(1)} ${(now - last - 1).toFixed(2)}`)
    last = now
  }, 1).unref()
  setInterval(() => {
    if (lines.length > 0) appendFileSync(file, `${lines.splice(0).join('\n')}\n`)
  }, 1000).unref()
}
