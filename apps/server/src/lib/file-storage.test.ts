import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buffer } from 'node:stream/consumers'
import { afterAll, describe, expect, it } from 'vitest'
import { createLocalFileStorage } from './file-storage'

const root = mkdtempSync(join(tmpdir(), 'lumbung-files-'))
const storage = createLocalFileStorage(root)
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('files on local disk', () => {
  it('reads a file back, whole or a range of it', async () => {
    await storage.put('a/outlets.csv', Buffer.from('kode,nama\n1,Bandung\n'))
    const whole = await storage.open('a/outlets.csv')
    expect(whole?.size).toBe(20)
    expect((await buffer(whole!.stream)).toString()).toBe('kode,nama\n1,Bandung\n')
    const range = await storage.open('a/outlets.csv', { start: 10, end: 10 })
    expect((await buffer(range!.stream)).toString()).toBe('1')
    expect(await storage.open('a/missing.csv')).toBeNull()
  })

  // Opened, then removed by another request before the reader began: the open fails after this
  // answer. Without a listener that error ended the process (Vitest fails the run on it).
  it('leaves the error of a file removed before it was read to the reader', async () => {
    for (let file = 0; file < 20; file++) {
      const key = `removed/${file}.csv`
      await storage.put(key, Buffer.from('kode\n1\n'))
      const opened = await storage.open(key)
      // At once, as another request's removal can come between the answer and the open.
      rmSync(join(root, key))
      await new Promise((resolve) => setTimeout(resolve, 5))
      await expect(buffer(opened!.stream)).rejects.toMatchObject({ code: 'ENOENT' })
    }
  })
})
