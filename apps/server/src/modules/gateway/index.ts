export { createUsageLedger, type UsageEntry, type UsageLedger, type UsageLedgerOptions } from './usage-ledger'

declare module 'fastify' {
  interface FastifyInstance {
    /** The usage ledger: main.ts starts its rollups; closing the app writes what waits. */
    usage: import('./usage-ledger').UsageLedger
  }
}
export type { GatewayAnswer, GatewayCall, GatewayCaller } from './gateway-call'
