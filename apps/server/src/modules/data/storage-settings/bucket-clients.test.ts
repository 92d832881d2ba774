import type { LookupAddress } from 'node:dns'
import { lookup as dnsLookup } from 'node:dns'
import { rmSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buffer } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { failureOf, providerMessage } from './bucket-errors'
import { openBucketClient, publicOnlyLookup } from './bucket-clients'

/** A resolver that answers every name with the addresses given, or fails as an unknown name does. */
const resolverOf = (addresses: LookupAddress[] | null) =>
  ((_host: string, _options: unknown, callback: (...args: unknown[]) => void) => {
    if (addresses === null) callback(Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' }))
    else callback(null, addresses)
  }) as unknown as typeof dnsLookup

/** What a connection test would show for the endpoint's host: the reason and the words. */
function refusalOf(addresses: LookupAddress[] | null, host: string) {
  return new Promise<{ reason: string; message: string }>((resolve) => {
    publicOnlyLookup(resolverOf(addresses))(host, { all: true }, (error) =>
      resolve({ reason: failureOf(error), message: providerMessage(error) }),
    )
  })
}

describe('storage endpoints by name', () => {
  it('refuses a name that resolves inside exactly as one that does not resolve', async () => {
    const internal = await refusalOf([{ address: '10.0.0.7', family: 4 }], 'minio.internal')
    const mixed = await refusalOf(
      [
        { address: '93.184.216.34', family: 4 },
        { address: '169.254.169.254', family: 4 },
      ],
      'minio.internal',
    )
    const unknown = await refusalOf(null, 'minio.internal')
    expect(internal).toEqual(unknown)
    expect(mixed).toEqual(unknown)
    expect(unknown.reason).toBe('UNREACHABLE')
    expect(unknown.message).toContain('The endpoint minio.internal cannot be reached')
  })
})

describe('a file opened in a bucket', () => {
  // Removed by its owner between the opening and the first read: the open fails after the answer.
  // Without a listener that error ended the process (Vitest fails the run on it).
  it('leaves the error of a file removed before it was read to the reader', async () => {
    const root = await mkdtemp(join(tmpdir(), 'lumbung-bucket-'))
    try {
      const client = await openBucketClient({ cloudProvider: 'LOCAL', bucket: 'exports', root })
      for (let file = 0; file < 20; file++) {
        const path = `removed-${file}.csv`
        await writeFile(join(root, path), 'kode\n1\n')
        const opened = await client.openFile('exports', path)
        // At once, as the owner's removal can come between the answer and the open.
        rmSync(join(root, path))
        await new Promise((resolve) => setTimeout(resolve, 5))
        await expect(buffer(opened.stream)).rejects.toMatchObject({ code: 'ENOENT' })
      }
      client.close()
    } finally {
      await rm(root, { recursive: true, force: true })
    }
  })
})
