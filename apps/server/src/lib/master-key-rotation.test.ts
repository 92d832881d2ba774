import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/test-app'
import { rotateMasterKey, sealedColumns } from './master-key-rotation'
import { createSecrets } from './secrets'

let testApp: TestApp
const previousKey = randomBytes(32)
const currentKey = randomBytes(32)

type Row = { key: string; sealed: string }
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows

async function sealedValues(table: string, key: string, column: string): Promise<Row[]> {
  const result = await testApp.database.db.execute(sql`
    select ${sql.identifier(key)}::text as key, ${sql.identifier(column)} as sealed
    from ${sql.identifier(table)} where ${sql.identifier(column)} is not null`)
  return rowsOf(result)
}

beforeAll(async () => {
  testApp = await createTestApp()
  const { db } = testApp.database
  // Every sealed value of the demo data, sealed afresh under the key being rotated away from.
  const before = createSecrets(previousKey)
  // The demo data holds no gateway keys yet: every company gets one, sealed like the key screen seals it.
  await db.execute(sql`insert into tenant_api_keys (tenant_id, key_hash, sealed_key, last_four)
    select id, md5(id::text), 'placeholder', '0000' from tenants on conflict (tenant_id) do nothing`)
  for (const { table, key, column } of sealedColumns) {
    for (const row of await sealedValues(table, key, column)) {
      await db.execute(sql`update ${sql.identifier(table)}
        set ${sql.identifier(column)} = ${before.seal(`${table}.${column}:${row.key}`)}
        where ${sql.identifier(key)}::text = ${row.key}`)
    }
  }
})

afterAll(async () => {
  await testApp.close()
})

describe('rotate-master-key', () => {
  it('names every sealed column of the schema', async () => {
    const result = await testApp.database.db.execute(sql`
      select table_name as key, column_name as sealed from information_schema.columns
      where table_schema = current_schema() and column_name like '%sealed%'`)
    const found = rowsOf(result).map((row) => `${row.key}.${row.sealed}`)
    expect(found.sort()).toEqual(sealedColumns.map(({ table, column }) => `${table}.${column}`).sort())
  })

  it('moves every secret to the current key, keeps what it says, and a second run changes nothing', async () => {
    const { db } = testApp.database
    const first = await rotateMasterKey(db, createSecrets(currentKey, [previousKey]))
    const total = first.reduce((sum, count) => sum + count.rewrapped, 0)
    expect(total).toBeGreaterThan(0)
    expect(first.every((count) => count.current === 0)).toBe(true)

    const after = createSecrets(currentKey)
    for (const { table, key, column } of sealedColumns) {
      for (const row of await sealedValues(table, key, column)) {
        expect(after.open(row.sealed)).toBe(`${table}.${column}:${row.key}`)
      }
    }

    const second = await rotateMasterKey(db, createSecrets(currentKey, [previousKey]))
    expect(second.reduce((sum, count) => sum + count.rewrapped, 0)).toBe(0)
    expect(second.reduce((sum, count) => sum + count.current, 0)).toBe(total)
  })

  it('stops at a value no configured key opens, naming where it is', async () => {
    const { db } = testApp.database
    const [target] = await sealedValues('tenant_api_keys', 'tenant_id', 'sealed_key')
    await db.execute(sql`update tenant_api_keys set sealed_key = ${createSecrets(randomBytes(32)).seal('x')}
      where tenant_id::text = ${target!.key}`)
    await expect(rotateMasterKey(db, createSecrets(currentKey, [previousKey]))).rejects.toThrow(
      `tenant_api_keys.sealed_key of ${target!.key} opens with none of the configured master keys`,
    )
  })
})
