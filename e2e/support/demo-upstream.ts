import { createHmac } from 'node:crypto'

/** Where the server serves its built-in demo upstream, on its own loopback address as the seed stores it. */
export function demoUpstreamBaseUrl(baseURL: string): string {
  return `http://127.0.0.1:${new URL(baseURL).port}/demo-upstream/v1`
}

function keyOf(masterKeyText: string): string {
  const masterKey = /^[0-9a-f]{64}$/i.test(masterKeyText)
    ? Buffer.from(masterKeyText, 'hex')
    : Buffer.from(masterKeyText, 'base64')
  return createHmac('sha256', masterKey).update('lumbung-demo-upstream').digest('base64url')
}

/**
 * The demo upstream's API key, which the server derives from its master key (as the seed does). The
 * end-to-end configuration gives the server a known master key, so a journey works it out the same way.
 */
export function demoUpstreamKey(): string {
  const masterKey = process.env.LUMBUNG_MASTER_KEY
  if (!masterKey) throw new Error('LUMBUNG_MASTER_KEY is not set for the end-to-end run')
  return keyOf(masterKey)
}
