import type { GatewayCaller } from './gateway-call'
import type { GatewayService } from './gateway.service'

/**
 * The platform's own calls on a company's behalf (file-to-API): the gateway's checks, call and metering,
 * with the company given rather than read from a key.
 */
export function createGatewayCaller(gateway: GatewayService, maxRequestBytes: number): GatewayCaller {
  return {
    async call(call) {
      const body = call.body ?? Buffer.alloc(0)
      const headers = Object.fromEntries(
        Object.entries(call.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
      )
      const { answer } = await gateway.handle({
        caller: { kind: 'platform', consumerTenantId: call.consumerTenantId, apiKeyId: call.apiKeyId },
        method: call.method,
        productId: call.productId,
        subPath: call.subPath,
        query: new URLSearchParams(call.query),
        headers,
        readBody: async () => (body.length > maxRequestBytes ? null : body),
        signal: call.signal,
        isStreamAllowed: false,
      })
      return answer
    },
  }
}
