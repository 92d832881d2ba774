import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { convertToParquet } from './parquet-conversion'

describe('a conversion that fails before its store reads', () => {
  // The store first makes its folder, then reads; a conversion that fails in between destroyed the
  // copy with its error while nothing listened, which ended the process (Vitest fails the run on it).
  it('fails with its own reason and leaves the server running', async () => {
    const slowStore = async (body: Readable) => {
      await new Promise((resolve) => setTimeout(resolve, 50))
      return buffer(body)
    }
    const source = {
      stream: Readable.from([]),
      fileType: 'CSV',
      delimiter: 'COMMA',
      columns: [{ name: 'kode', type: 'STRING' }],
    }
    await expect(convertToParquet(source, slowStore)).rejects.toThrow('The file has no header row')
    await new Promise((resolve) => setTimeout(resolve, 100))
  })
})
