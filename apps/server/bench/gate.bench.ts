/**
 * The performance gate's measurements (`npm run bench:gate` runs this and judges the figures against
 * bench/baseline.json): every figure a ratio against a baseline measured in the same run, so the
 * gate can run on a busy machine. BENCH_GATE_ROUNDS (5) rounds per figure.
 *
 *   BENCH_FIGURES_FILE=figures.jsonl npx tsx apps/server/bench/gate.bench.ts
 */
import { measureAppRatios } from './gate/app-ratios'
import { measureGatewayRatios, startGateServers } from './gate/server-ratios'

const startedAt = performance.now()
const seconds = () => `${((performance.now() - startedAt) / 1000).toFixed(0)} s`
// The built server seeds its data folder and measures its cold starts and idle memory while the
// in-process figures are measured: all of them count CPU time or memory, which the other side's work
// hardly moves, and the gate takes a minute less. The gateway's load runs alone afterwards.
const servers = startGateServers()
servers.catch(() => undefined)
console.log('Dashboards and search through the app, against a trivial call…')
await measureAppRatios()
console.log(`  done at ${seconds()}; waiting for the built server's cold starts, then the gateway…`)
const started = await servers
try {
  await measureGatewayRatios(started)
} finally {
  await started.close()
}
console.log(`  done at ${seconds()}`)
