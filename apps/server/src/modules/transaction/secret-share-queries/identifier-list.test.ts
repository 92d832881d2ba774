import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalFileStorage, type FileStorage } from '../../../lib/file-storage'
import { readHashedIdentifiers } from './identifier-list'

const identifierKey = Buffer.alloc(32, 7)
let root: string
let files: FileStorage

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'lumbung-identifiers-'))
  files = createLocalFileStorage(root)
})
afterAll(() => rm(root, { recursive: true, force: true }))

const source = (fileKey: string) => ({ fileKey, columns: ['nik', 'city'], column: 'nik' })

describe('an identifier list read from a data asset', () => {
  it('hashes each distinct value of the column once', async () => {
    await files.put('lists/small.csv', Buffer.from('nik,city\n1001,Bandung\n1002,Medan\n1001,Bandung\n\n'))
    const hashes = await readHashedIdentifiers(files, source('lists/small.csv'), identifierKey)
    expect(hashes).toHaveLength(2)
    expect(hashes.join()).not.toContain('1001')
  })

  // The read stops early, with most of the file still to come: the file is closed under the parser's
  // source. That source's error had no listener and ended the process (Vitest fails the run on it).
  it('refuses a list it cannot read part-way and leaves the server running', async () => {
    const rows = Array.from({ length: 100_000 }, (_, row) => `${row},Jakarta`).join('\n')
    await files.put('lists/broken.csv', Buffer.from(`nik,city\n"1"x,Bogor\n${rows}\n`))
    for (let attempt = 0; attempt < 5; attempt++) {
      await expect(
        readHashedIdentifiers(files, source('lists/broken.csv'), identifierKey),
      ).rejects.toMatchObject({
        code: 'DATA_ASSET_UNREADABLE',
      })
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  })
})
