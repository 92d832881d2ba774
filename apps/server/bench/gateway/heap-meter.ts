import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { freePort } from './processes'

const meterUrl = pathToFileURL(join(dirname(fileURLToPath(import.meta.url)), 'heap-meter.mjs')).href

/** A process's heap meter (heap-meter.mjs): the Node arguments and environment that start it. */
export async function heapMeter() {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  return {
    nodeArguments: ['--import', meterUrl],
    env: { BENCH_HEAP_METER_PORT: String(port) },
    /** Bytes the process's main heap has allocated since it started (NaN when the meter is not there). */
    async allocatedBytes(): Promise<number> {
      try {
        return ((await (await fetch(url)).json()) as { allocatedBytes: number }).allocatedBytes
      } catch {
        return Number.NaN
      }
    },
  }
}

export type HeapMeter = Awaited<ReturnType<typeof heapMeter>>
