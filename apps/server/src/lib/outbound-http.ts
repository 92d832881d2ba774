import type { Config } from '../config'
import { createSafeHttp, type SafeHttp, type SafeHttpOptions } from './safe-http'

/** Where the built-in demo upstream answers on this server. */
export const demoUpstreamPath = '/demo-upstream/v1'

/** The demo upstream's base URL as the demo datasets store it: this server on its loopback address. */
export function demoUpstreamBaseUrl(port: number): string {
  return `http://127.0.0.1:${port}${demoUpstreamPath}`
}

/**
 * The client for every call to an address a user typed in (API datasets' "Try it", the gateway).
 * Internal addresses are refused, except the server's own demo upstream while demo mode is on, and
 * except everywhere when LUMBUNG_ALLOW_PRIVATE_URLS is set for development (docs/decisions/0016).
 */
export function createOutboundHttp(
  config: Pick<Config, 'port' | 'publicUrl' | 'isPrivateUrlAllowed' | 'demoUpstream'>,
  options: Omit<SafeHttpOptions, 'isPrivateAllowed' | 'allowedPrivatePrefixes'> & {
    /** The port the server really listens on, when it differs from config.port (port 0 in tests). */
    listeningPort?: () => number
  } = {},
): SafeHttp {
  const { listeningPort, ...rest } = options
  return createSafeHttp({
    ...rest,
    isPrivateAllowed: config.isPrivateUrlAllowed,
    allowedPrivatePrefixes: () => {
      if (!config.demoUpstream.isOn) return []
      const port = listeningPort?.() ?? config.port
      return [
        `${demoUpstreamBaseUrl(port)}/`,
        `http://localhost:${port}${demoUpstreamPath}/`,
        `${config.publicUrl}${demoUpstreamPath}/`,
      ]
    },
  })
}
