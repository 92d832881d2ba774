import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { loadShareStoreConfig } from './share-store-config'

const created: string[] = []
const freshDir = () => {
  const directory = mkdtempSync(join(tmpdir(), 'lumbung-share-store-'))
  created.push(directory)
  return directory
}
afterAll(() => created.forEach((directory) => rmSync(directory, { recursive: true, force: true })))

const token = 'a-token-that-is-long-enough-0123456789'

describe('the share store’s configuration', () => {
  it('runs embedded in a folder of its own with a master key of its own', () => {
    const cwd = freshDir()
    const config = loadShareStoreConfig({ LUMBUNG_SHARE_STORE_B_TOKEN: token }, cwd)
    expect(config).toMatchObject({
      port: 3100,
      host: '127.0.0.1',
      dataDir: join(cwd, 'data-share-store'),
      databaseUrl: undefined,
      token,
    })
    expect(statSync(join(cwd, 'data-share-store', 'keys.json')).mode & 0o777).toBe(0o600)
    const again = loadShareStoreConfig({ LUMBUNG_SHARE_STORE_B_TOKEN: token }, cwd)
    expect(again.masterKey.equals(config.masterKey)).toBe(true)
    // Not the main server's key, even run from the same folder.
    expect(loadConfig({}, cwd).masterKey.equals(config.masterKey)).toBe(false)
  })

  it('needs the shared token, and its own master key with its own PostgreSQL', () => {
    const cwd = freshDir()
    expect(() => loadShareStoreConfig({}, cwd)).toThrow(/LUMBUNG_SHARE_STORE_B_TOKEN/)
    expect(() => loadShareStoreConfig({ LUMBUNG_SHARE_STORE_B_TOKEN: 'short' }, cwd)).toThrow(/at least 32/)
    expect(() =>
      loadShareStoreConfig(
        { LUMBUNG_SHARE_STORE_B_TOKEN: token, LUMBUNG_SHARE_STORE_DATABASE_URL: 'postgres://store-b/db' },
        cwd,
      ),
    ).toThrow(/LUMBUNG_SHARE_STORE_MASTER_KEY must be set/)
  })

  it('points the main server at it only with the token', () => {
    const cwd = freshDir()
    expect(loadConfig({}, cwd).shareStoreB).toBeUndefined()
    expect(() => loadConfig({ LUMBUNG_SHARE_STORE_B_URL: 'http://store-b:3100' }, cwd)).toThrow(
      /LUMBUNG_SHARE_STORE_B_TOKEN must be set/,
    )
    expect(
      loadConfig(
        { LUMBUNG_SHARE_STORE_B_URL: 'http://store-b:3100', LUMBUNG_SHARE_STORE_B_TOKEN: token },
        cwd,
      ).shareStoreB,
    ).toEqual({ url: 'http://store-b:3100', token })
  })
})
