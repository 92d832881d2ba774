import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabaseCopy, type DatabaseCopy } from '../../test/database-copies'
import { isDatabaseUnavailable, isUniqueViolation } from '../lib/infrastructure-errors'
import type { Database } from './database'

/** What the server asks of either database, the embedded one answering from its own thread. */
describe('the database', () => {
  let copy: DatabaseCopy
  let db: Database

  beforeAll(async () => {
    copy = await openDatabaseCopy('empty')
    db = copy.database.db
    await db.execute(sql`create table notes (id int primary key, body text not null)`)
  })
  afterAll(async () => {
    await copy?.database.close()
    await copy?.drop()
  })

  const bodies = async () =>
    (
      (await db.execute(sql`select body from notes order by id`)) as unknown as { rows: { body: string }[] }
    ).rows.map((row) => row.body)

  it('keeps what a transaction wrote when it returns, and none of it when it throws', async () => {
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values (1, 'kept')`)
      // A statement that reads what the same transaction wrote: it runs inside it, not beside it.
      const seen = (await tx.execute(sql`select count(*)::int as count from notes`)) as unknown as {
        rows: { count: number }[]
      }
      expect(seen.rows[0]?.count).toBe(1)
    })
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes values (2, 'dropped')`)
        throw new Error('changed my mind')
      }),
    ).rejects.toThrow('changed my mind')
    expect(await bodies()).toEqual(['kept'])
  })

  it('undoes a savepoint alone when the work inside it fails', async () => {
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values (3, 'outer')`)
      await expect(
        tx.transaction(async (inner) => {
          await inner.execute(sql`insert into notes values (4, 'inner')`)
          await inner.execute(sql`insert into notes values (3, 'twice')`)
        }),
      ).rejects.toSatisfy(isUniqueViolation)
    })
    expect(await bodies()).toEqual(['kept', 'outer'])
  })

  it('reports a broken rule with its SQLSTATE, as the services read it', async () => {
    const error = await db
      .execute(sql`insert into notes values (1, 'again')`)
      .catch((caught: unknown) => caught)
    expect(isUniqueViolation(error)).toBe(true)
  })

  it('keeps the event loop turning while a statement runs', async () => {
    let turns = 0
    const ticking = setInterval(() => (turns += 1), 10)
    try {
      await db.execute(sql`select pg_sleep(0.4)`)
    } finally {
      clearInterval(ticking)
    }
    // Forty turns were due; a statement on the server's own thread would have let none through.
    expect(turns).toBeGreaterThanOrEqual(10)
  })
})

describe('a closed database', () => {
  it('answers its next statement as a database gone away', async () => {
    const copy = await openDatabaseCopy('empty')
    await copy.database.close()
    const error = await copy.database.db.execute(sql`select 1`).catch((caught: unknown) => caught)
    await copy.drop()
    expect(isDatabaseUnavailable(error)).toBe(true)
  })
})
