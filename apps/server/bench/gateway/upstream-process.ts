import { startBenchUpstream } from './bench-upstream'

/**
 * The bench upstream in its own process, so the load generator and the upstream do not share an
 * event loop:  tsx upstream-process.ts <port>
 */
const upstream = await startBenchUpstream(Number(process.argv[2]))
process.on('SIGTERM', () => void upstream.close().then(() => process.exit(0)))
