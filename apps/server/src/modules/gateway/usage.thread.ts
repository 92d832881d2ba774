/**
 * The gateway's work on the embedded database's thread (src/db/pglite-thread.ts): the usage ledger's
 * batches, whose COPY text and rollup sums are made there rather than on the thread that proxies calls.
 */
export { writeByCopy as writeUsageBatch } from './usage-copy'
