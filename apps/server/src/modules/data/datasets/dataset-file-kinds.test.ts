import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { DatasetFileInspector } from './dataset-file-kinds'

/** Passes `chunks` through an inspector; answers its refusal's message, or null when it took the file. */
async function inspect(chunks: Buffer[]): Promise<string | null> {
  const inspector = new DatasetFileInspector('CSV')
  try {
    await pipeline(
      Readable.from(chunks),
      inspector,
      new Writable({ write: (_chunk, _encoding, done) => done() }),
    )
    return null
  } catch (error) {
    return (error as Error).message
  }
}

describe('the dataset file inspector', () => {
  it('takes UTF-8 text whose characters are split between chunks, at any byte', async () => {
    const text = Buffer.from('kota,catatan\nSurabaya,jalan ✓ 秘密 🚀\n', 'utf8')
    for (let cut = 1; cut < text.length; cut++) {
      expect(await inspect([text.subarray(0, cut), text.subarray(cut)])).toBeNull()
    }
  })

  it('names the row of a byte that is not UTF-8, even across a chunk boundary', async () => {
    const latin1 = Buffer.concat([Buffer.from('a,b\n1,2\nJos'), Buffer.from([0xe9]), Buffer.from(',3\n')])
    expect(await inspect([latin1])).toMatch(/^Row 3: the file is not valid UTF-8 text/)
    expect(await inspect([latin1.subarray(0, 12), latin1.subarray(12)])).toMatch(/^Row 3: /)
  })

  it('refuses a file that ends in the middle of a character', async () => {
    const cut = Buffer.from('a,b\n1,秘', 'utf8').subarray(0, -1)
    expect(await inspect([cut])).toBe('Row 2: the file ends in the middle of a UTF-8 character')
  })
})
