import { sql } from 'drizzle-orm'
import type { Database } from '../db/database'
import type { Secrets } from './secrets'

/**
 * Every column that holds a value sealed under the master key, with its table's key column. A new
 * sealed column must be added here, or rotation would leave it under the old key (the rotation test
 * compares this list with the schema's `sealed` columns).
 */
export const sealedColumns = [
  { table: 'api_settings', key: 'id', column: 'sealed_secret' },
  { table: 'storage_settings', key: 'id', column: 'sealed_credentials' },
  { table: 'datasets', key: 'id', column: 'identifier_key_sealed' },
  { table: 'datasets', key: 'id', column: 'store_a_key_sealed' },
  { table: 'datasets', key: 'id', column: 'store_b_key_sealed' },
  { table: 'tenant_api_keys', key: 'tenant_id', column: 'sealed_key' },
  { table: 'tenant_payout_accounts', key: 'tenant_id', column: 'sealed_account_number' },
  { table: 'user_totp_factors', key: 'user_id', column: 'sealed_secret' },
] as const

export interface RotationCount {
  table: string
  column: string
  /** Values moved from a previous master key to the current one. */
  rewrapped: number
  /** Values already under the current key (a second run finds only these). */
  current: number
}

const batchSize = 500

/**
 * Rewraps every sealed value under the current master key (docs/deploy.md#rotating-the-master-key).
 * Safe while instances serve: each value is replaced only if nobody changed it since it was read, and
 * instances started with the previous key in LUMBUNG_PREVIOUS_MASTER_KEYS open both forms meanwhile.
 * A value that no configured key opens stops the run with its table and column named.
 */
export async function rotateMasterKey(db: Database, secrets: Secrets): Promise<RotationCount[]> {
  const counts: RotationCount[] = []
  for (const { table, key, column } of sealedColumns) {
    const count: RotationCount = { table, column, rewrapped: 0, current: 0 }
    let after = ''
    for (;;) {
      const result = await db.execute(sql`
        select ${sql.identifier(key)}::text as key, ${sql.identifier(column)} as sealed
        from ${sql.identifier(table)}
        where ${sql.identifier(column)} is not null and ${sql.identifier(key)}::text > ${after}
        order by ${sql.identifier(key)}::text
        limit ${batchSize}`)
      const rows = (result as unknown as { rows: { key: string; sealed: string }[] }).rows
      if (rows.length === 0) break
      for (const row of rows) {
        let rewrapped: string | null
        try {
          rewrapped = secrets.rewrap(row.sealed)
        } catch {
          throw new Error(`${table}.${column} of ${row.key} opens with none of the configured master keys`)
        }
        if (rewrapped === null) {
          count.current += 1
          continue
        }
        await db.execute(sql`
          update ${sql.identifier(table)} set ${sql.identifier(column)} = ${rewrapped}
          where ${sql.identifier(key)}::text = ${row.key} and ${sql.identifier(column)} = ${row.sealed}`)
        count.rewrapped += 1
      }
      after = rows.at(-1)!.key
    }
    counts.push(count)
  }
  return counts
}
