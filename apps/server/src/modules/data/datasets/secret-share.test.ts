import { Readable } from 'node:stream'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../../test/test-app'
import { createDatasetsRepository } from './datasets.repository'
import { multipartBody, signInProviders } from './datasets.test-helpers'
import { combineShares, openShares, scaledInteger, shareModulus, splitValue } from '../../../lib/secret-share'
import { createSecretShareDatasetsService } from './secret-share-datasets.service'
import { createSecrets } from '../../../lib/secrets'
import { createShareStores } from '../share-stores'
import { createFileStorage } from '../../../lib/create-file-storage'

const int64 = fc.bigInt({ min: -(1n << 63n), max: (1n << 63n) - 1n })

describe('additive shares mod 2^64', () => {
  it('adding the two shares recovers every value', () => {
    fc.assert(
      fc.property(int64, (value) => {
        const [shareA, shareB] = splitValue(value)
        expect(shareA >= 0n && shareA < shareModulus && shareB >= 0n && shareB < shareModulus).toBe(true)
        expect(combineShares(shareA, shareB)).toBe(value)
      }),
    )
  })

  it('partial sums of each store add up to the sum of the values', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), { maxLength: 50 }),
        (values) => {
          const shares = values.map((value) => splitValue(value))
          const sumA = shares.reduce((sum, [shareA]) => (sum + shareA) % shareModulus, 0n)
          const sumB = shares.reduce((sum, [, shareB]) => (sum + shareB) % shareModulus, 0n)
          expect(combineShares(sumA, sumB)).toBe(values.reduce((sum, value) => sum + value, 0n))
        },
      ),
    )
  })

  it('either share alone is the same for every value: a given A (or B) fits any value equally', () => {
    // For any two values and any share A, some random draw gives the same A for both values, and
    // likewise for B: the share carries no trace of which value it came from.
    fc.assert(
      fc.property(int64, int64, fc.bigInt({ min: 0n, max: shareModulus - 1n }), (first, second, drawn) => {
        expect(splitValue(first, () => drawn)[0]).toBe(splitValue(second, () => drawn)[0])
        const [, shareB] = splitValue(first, () => drawn)
        const otherDraw = (((second - shareB) % shareModulus) + shareModulus) % shareModulus
        expect(splitValue(second, () => otherDraw)[1]).toBe(shareB)
      }),
    )
  })

  it('scales decimals by the declared scale and refuses more precision', () => {
    expect(scaledInteger('12.5', 2)).toBe(1250n)
    expect(scaledInteger('-0.07', 2)).toBe(-7n)
    expect(scaledInteger('1.234', 2)).toBeNull()
    expect(scaledInteger('abc', 0)).toBeNull()
    expect(scaledInteger('99999999999999999999', 0)).toBeNull()
  })
})

describe('secret-share datasets', () => {
  let test: TestApp
  let people: Awaited<ReturnType<typeof signInProviders>>
  beforeAll(async () => {
    test = await createTestApp()
    people = await signInProviders(test)
  })
  afterAll(async () => test.close())

  const columns = [
    { name: 'nik', role: 'IDENTIFIER' },
    { name: 'province', role: 'DIMENSION' },
    { name: 'income', role: 'MEASURE', scale: 2, lower_bound: '0', upper_bound: '4000000.50' },
    { name: 'age', role: 'MEASURE', lower_bound: '18', upper_bound: '100' },
  ]
  const rows = Array.from({ length: 300 }, (_, index) => ({
    nik: `3171${String(index).padStart(12, '0')}`,
    province: index % 2 === 0 ? 'DKI Jakarta' : 'Jawa Barat',
    income: 4_000_000 - 1000 + index * 10.25,
    age: 42,
  }))
  // Clipped to the provider's bounds before the split (docs/decisions/0064).
  const clippedIncome = (income: number) => BigInt(Math.min(Math.round(income * 100), 400_000_050))
  const csv = `nik,province,income,age\n${rows.map((row) => `${row.nik},${row.province},${row.income.toFixed(2)},${row.age}`).join('\n')}\n`

  const add = (
    parts: { name: string; value?: string; filename?: string; content?: string }[],
    headers = people.member,
  ) => {
    const body = multipartBody(parts)
    return test.app.inject({
      method: 'POST',
      url: '/api/data/provider/datasets/secret-share/add',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    })
  }

  it('splits a CSV into two stores that only together give the values back', async () => {
    const response = await add([
      { name: 'name', value: 'Income by NIK' },
      { name: 'columns', value: JSON.stringify(columns) },
      { name: 'file', filename: 'income.csv', content: csv },
    ])
    expect(response.statusCode).toBe(200)
    const dataset = response.json().data
    expect(dataset).toMatchObject({ data_type: 'SECRET_SHARE', row_count: 300, status: 'DRAFT' })

    const repository = createDatasetsRepository(test.database.db)
    const service = createSecretShareDatasetsService({
      db: test.database.db,
      datasets: repository,
      files: { put: async () => ({ size: 0 }), open: async () => null, remove: async () => undefined },
      secrets: createSecrets(test.config.masterKey),
      shareStores: createShareStores({ db: test.database.db, config: test.config }),
      isUsedByPublishedProduct: async () => false,
    })
    const [provider] = await test.database.db.query.datasets.findMany({
      where: (table, { eq }) => eq(table.id, dataset.id),
    })
    const keys = await service.storeKeys(provider!.tenantId, dataset.id)
    const storeA = await repository.readStore('A', dataset.id)
    const storeB = await repository.readStore('B', dataset.id)
    expect(storeA).toHaveLength(300)
    expect(storeB).toHaveLength(300)

    // No store holds an identifier or a value in the clear.
    const stored = JSON.stringify([storeA, storeB])
    expect(stored).not.toContain(rows[0]!.nik)
    expect(stored).not.toContain('399900000')
    // A store's key does not open the other store.
    expect(() => openShares(keys.storeA, storeB[0]!.shares)).toThrow()
    const keyB = keys.storeB!

    const sharesA = storeA.map((row) => openShares(keys.storeA, row.shares))
    const sharesB = storeB.map((row) => openShares(keyB, row.shares))
    // Every row has age 42, yet each store's age shares are all different and spread over the
    // whole range: store A alone (or B alone) shows nothing of the value.
    for (const shares of [sharesA, sharesB]) {
      const ages = shares.map((row) => row[1]!)
      expect(new Set(ages).size).toBe(300)
      expect(ages).not.toContain(42n)
      const highHalf = ages.filter((share) => share >= shareModulus / 2n).length
      expect(highHalf).toBeGreaterThan(100)
      expect(highHalf).toBeLessThan(200)
    }
    sharesA.forEach((row, index) => {
      expect(combineShares(row[0]!, sharesB[index]![0]!)).toBe(clippedIncome(rows[index]!.income))
      expect(combineShares(row[1]!, sharesB[index]![1]!)).toBe(42n)
    })
    expect(storeA[0]!.dimensions).toEqual({ province: 'DKI Jakarta' })
    expect(storeA[0]!.identifiers.nik).toBe(storeB[0]!.identifiers.nik)
    expect(storeA[0]!.identifiers.nik).toMatch(/^[0-9a-f]{64}$/)

    const detail = await test.app.inject({
      url: `/api/data/provider/datasets/secret-share/detail/${dataset.id}`,
      headers: people.admin,
    })
    expect(detail.json().data.columns).toEqual([
      { name: 'nik', role: 'IDENTIFIER', scale: 0, lower_bound: null, upper_bound: null },
      { name: 'province', role: 'DIMENSION', scale: 0, lower_bound: null, upper_bound: null },
      { name: 'income', role: 'MEASURE', scale: 2, lower_bound: '0', upper_bound: '4000000.50' },
      { name: 'age', role: 'MEASURE', scale: 0, lower_bound: '18', upper_bound: '100' },
    ])
    const foreign = await test.app.inject({
      url: `/api/data/provider/datasets/secret-share/detail/${dataset.id}`,
      headers: people.other,
    })
    expect(foreign.statusCode).toBe(404)
    expect(foreign.body).not.toContain('Income by NIK')

    const update = await test.app.inject({
      method: 'PUT',
      url: '/api/data/provider/datasets/secret-share/update?draft=false',
      headers: people.member,
      payload: {
        id: dataset.id,
        name: 'Income by NIK',
        description: 'Income',
        short_description: 'Income',
        tag: [],
      },
    })
    expect(update.json().data.status).toBe('ACTIVE')
    const foreignUpdate = await test.app.inject({
      method: 'PUT',
      url: '/api/data/provider/datasets/secret-share/update',
      headers: people.other,
      payload: { id: dataset.id, name: 'Stolen', tag: [] },
    })
    expect(foreignUpdate.statusCode).toBe(404)
    const foreignDelete = await test.app.inject({
      method: 'DELETE',
      url: `/api/data/provider/datasets/secret-share/delete/${dataset.id}`,
      headers: people.other,
    })
    expect(foreignDelete.statusCode).toBe(404)
    const deleted = await test.app.inject({
      method: 'DELETE',
      url: `/api/data/provider/datasets/secret-share/delete/${dataset.id}`,
      headers: people.member,
    })
    expect(deleted.statusCode).toBe(200)
    expect(await repository.readStore('A', dataset.id)).toHaveLength(0)
  })

  it('names the row of a bad measure and keeps no dataset', async () => {
    const response = await add([
      { name: 'name', value: 'Broken' },
      { name: 'columns', value: JSON.stringify(columns) },
      { name: 'file', filename: 'b.csv', content: 'nik,province,income,age\n1,A,10.5,3\n2,B,1.234,4\n' },
    ])
    expect(response.statusCode).toBe(422)
    expect(response.json().message).toBe(
      'Row 3: the measure income ("1.234") must be a number with at most 2 decimal places',
    )
    const list = await test.app.inject({
      url: '/api/data/provider/datasets/list?data_type=SECRET_SHARE&search=Broken',
      headers: people.member,
    })
    expect(list.json().data.total_data).toBe(0)
  })

  it('refuses a file that repeats an identifier, naming the row, and keeps no dataset', async () => {
    const response = await add([
      { name: 'name', value: 'Repeated person' },
      { name: 'columns', value: JSON.stringify(columns) },
      {
        name: 'file',
        filename: 'r.csv',
        content: 'nik,province,income,age\n1,A,10.50,30\n2,B,11,40\n3,A,12,50\n2,A,13,60\n',
      },
    ])
    expect(response.statusCode).toBe(422)
    expect(response.json().message).toBe(
      'Row 5: the identifier nik repeats an earlier row; each person may have only one row, so combine their rows into one before uploading',
    )
    const list = await test.app.inject({
      url: '/api/data/provider/datasets/list?data_type=SECRET_SHARE&search=Repeated',
      headers: people.member,
    })
    expect(list.json().data.total_data).toBe(0)
  })

  it('asks each measure for its clipping bounds, in order and within its scale', async () => {
    const withBounds = (income: Record<string, unknown>) =>
      add([
        { name: 'name', value: 'Bounds' },
        { name: 'columns', value: JSON.stringify([columns[0], { ...columns[2], ...income }]) },
        { name: 'file', filename: 'b.csv', content: 'nik,income\n1,10.5\n' },
      ])
    const missing = await withBounds({ lower_bound: '' })
    expect(missing.statusCode).toBe(422)
    expect(Object.values(missing.json().errors)).toContain('Give a measure its lower and upper bound')
    const reversed = await withBounds({ lower_bound: '10', upper_bound: '5' })
    expect(Object.values(reversed.json().errors)).toContain(
      'The upper bound must be greater than the lower bound',
    )
    const tooPrecise = await withBounds({ upper_bound: '1.234' })
    expect(Object.values(tooPrecise.json().errors)).toContain(
      'A bound must be a number with at most 2 decimal places, as the measure keeps',
    )
  })

  it('requires identifier and measure columns', async () => {
    const response = await add([
      { name: 'name', value: 'No measure' },
      { name: 'columns', value: JSON.stringify([{ name: 'nik', role: 'IDENTIFIER' }]) },
      { name: 'file', filename: 'b.csv', content: 'nik\n1\n' },
    ])
    expect(response.json().errors.columns).toBe('Mark at least one measure column')
  })
})

describe('a secret-share file that fails part-way through the split', () => {
  let test: TestApp
  let people: Awaited<ReturnType<typeof signInProviders>>
  beforeAll(async () => {
    // The stored file reads its first rows, then fails, as a bucket whose connection is lost does.
    test = await createTestApp({
      files: (config) => {
        const stored = createFileStorage(config)
        return {
          ...stored,
          async open(key, range) {
            const opened = await stored.open(key, range)
            if (!opened || !key.endsWith('.csv')) return opened
            opened.stream.destroy()
            const failing = Readable.from(
              (async function* () {
                yield Buffer.from('nik,income\n3171000000000001,1500\n')
                throw new Error('connection lost')
              })(),
            )
            failing.on('error', () => undefined)
            return { stream: failing, size: opened.size }
          },
        }
      },
    })
    people = await signInProviders(test)
  })
  afterAll(async () => test.close())

  // The file's error did not reach the parser, and the split waited for ever inside its transaction.
  it('answers with an error and keeps no dataset, instead of waiting for the rest', async () => {
    const body = multipartBody([
      { name: 'name', value: 'Cut short' },
      {
        name: 'columns',
        value: JSON.stringify([
          { name: 'nik', role: 'IDENTIFIER' },
          { name: 'income', role: 'MEASURE', lower_bound: '0', upper_bound: '100000' },
        ]),
      },
      { name: 'file', filename: 'cut.csv', content: 'nik,income\n3171000000000001,1500\n' },
    ])
    const answer = test.app.inject({
      method: 'POST',
      url: '/api/data/provider/datasets/secret-share/add',
      payload: body.payload,
      headers: { ...people.member, ...body.headers },
    })
    const verdict = await Promise.race([
      answer.then((response) => response.statusCode),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 10_000)),
    ])
    expect(verdict).toBe(500)
    const list = await test.app.inject({
      url: '/api/data/provider/datasets/list?data_type=SECRET_SHARE&search=Cut',
      headers: people.member,
    })
    expect(list.json().data.total_data).toBe(0)
  })
})
