// Preloaded into a benchmarked server (`node --import <this file> main.js`) to count the bytes its
// JavaScript heap allocates, which V8 keeps no running total of. Allocated over a span = used heap at
// its end − used heap at its start + what every collection in between freed (GCProfiler reports the used
// heap before and after each). A `GET` on BENCH_HEAP_METER_PORT answers the running total so far, as
// `{"allocatedBytes":…}`; the benchmark reads it before and after a load and divides by the calls.
// Buffers' bytes outside the heap (sockets' chunks, bodies) are not counted: only what the collector
// has to clear. Main thread only; a worker thread (PGlite's) is a heap of its own.
import { createServer } from 'node:http'
import v8 from 'node:v8'
import { isMainThread } from 'node:worker_threads'

const port = Number(process.env.BENCH_HEAP_METER_PORT)
if (isMainThread && port > 0) {
  let profiler = new v8.GCProfiler()
  let usedAtStart = v8.getHeapStatistics().used_heap_size
  let allocatedBefore = 0
  profiler.start()

  const allocatedBytes = () => {
    const { statistics } = profiler.stop()
    const usedNow = v8.getHeapStatistics().used_heap_size
    let freed = 0
    for (const gc of statistics) {
      freed += gc.beforeGC.heapStatistics.usedHeapSize - gc.afterGC.heapStatistics.usedHeapSize
    }
    allocatedBefore += usedNow - usedAtStart + freed
    profiler = new v8.GCProfiler()
    profiler.start()
    usedAtStart = v8.getHeapStatistics().used_heap_size
    return allocatedBefore
  }

  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify({ allocatedBytes: allocatedBytes() }))
  })
  server.listen(port, '127.0.0.1')
  // The meter never keeps the process alive: a graceful stop ends it as it would end the server.
  server.unref()
}
