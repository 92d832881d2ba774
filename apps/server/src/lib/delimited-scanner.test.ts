import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DelimitedScanError, DelimitedScanner } from './delimited-scanner'

interface Scanned {
  records: (string[] | null)[]
  counts: number[]
  lines: number[]
}

/** Scans `bytes` split at `cuts`, decoding the first `decodedRecords` records. */
function scan(
  bytes: Buffer,
  { decodedRecords = 1000, cuts = [] as number[], delimiter = ',' } = {},
): Scanned {
  const scanned: Scanned = { records: [], counts: [], lines: [] }
  const scanner = new DelimitedScanner({
    delimiter,
    maxRecordBytes: 1024,
    decodedRecords,
    onRecord(values, fieldCount, line) {
      scanned.records.push(values)
      scanned.counts.push(fieldCount)
      scanned.lines.push(line)
    },
  })
  let from = 0
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    scanner.push(bytes.subarray(from, cut))
    from = cut
  }
  scanner.push(bytes.subarray(from))
  scanner.end()
  return scanned
}

const text = (value: string) => Buffer.from(value, 'utf8')

function failureOf(bytes: Buffer, options?: Parameters<typeof scan>[1]): [number, string] {
  try {
    scan(bytes, options)
  } catch (error) {
    if (error instanceof DelimitedScanError) return [error.line, error.reason]
    throw error
  }
  throw new Error('the scan did not fail')
}

describe('the delimited scanner', () => {
  it('reads quoted fields, doubled quotes, line breaks inside quotes, CRLF, empty lines and a BOM', () => {
    const scanned = scan(text('\uFEFFname,note\r\n"Budi, S.","said ""hi""\nthen left"\r\n\r\n\nAni,\n'))
    expect(scanned.records).toEqual([
      ['name', 'note'],
      ['Budi, S.', 'said "hi"\nthen left'],
      ['Ani', ''],
    ])
    expect(scanned.lines).toEqual([1, 2, 6])
  })

  it('counts the fields of records past the decoded ones without decoding them', () => {
    const scanned = scan(text('a,b,c\n1,2,3\n"x,y",2\n4,,\n'), { decodedRecords: 2 })
    expect(scanned.records).toEqual([['a', 'b', 'c'], ['1', '2', '3'], null, null])
    expect(scanned.counts).toEqual([3, 3, 2, 3])
  })

  it('names the line of a quote that never closes, closes early or opens mid-value, and of an overlong record', () => {
    expect(failureOf(text('a,b\n1,"open\nstill\n'))).toEqual([2, 'unclosed-quote'])
    expect(failureOf(text('a,b\n"1"x,2\n'))).toEqual([2, 'closing-quote'])
    expect(failureOf(text('a,b\n1,2\n3,4"5\n'))).toEqual([3, 'opening-quote'])
    expect(failureOf(text(`a,b\n1,${'x'.repeat(2000)}\n`))).toEqual([2, 'record-too-long'])
    for (const decodedRecords of [0, 1]) {
      expect(failureOf(text('a,b\n"1"x,2\n'), { decodedRecords })).toEqual([2, 'closing-quote'])
      expect(failureOf(text('a,b\n1,2\n3,4"5\n'), { decodedRecords })).toEqual([3, 'opening-quote'])
      expect(failureOf(text(`a\n"${'y'.repeat(2000)}"\n`), { decodedRecords })).toEqual([
        2,
        'record-too-long',
      ])
    }
  })

  it('reads any table written with RFC 4180 quoting the same way, however the bytes are split', () => {
    const cell = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 12 }),
      fc.constantFrom('', ',', '"', '""', '\n', '\r\n', ' ', 'Jalan "Merdeka", 1\nJakarta'),
    )
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }).chain((width) =>
          fc.tuple(
            fc.array(fc.array(cell, { minLength: width, maxLength: width }), {
              minLength: 1,
              maxLength: 8,
            }),
            fc.boolean(),
            fc.array(fc.nat(), { maxLength: 6 }),
            fc.integer({ min: 0, max: 10 }),
          ),
        ),
        ([rows, isCrlf, cutSeeds, decodedRecords]) => {
          // A row whose only cell is empty is an empty line, which readers skip: quote it.
          const written = rows
            .map((row) =>
              row
                .map((value, _index, all) =>
                  /[",\r\n]/.test(value) || (all.length === 1 && value === '')
                    ? `"${value.replaceAll('"', '""')}"`
                    : value,
                )
                .join(','),
            )
            .join(isCrlf ? '\r\n' : '\n')
          const bytes = text(written)
          const cuts = cutSeeds.map((seed) => seed % (bytes.length + 1))
          const scanned = scan(bytes, { cuts, decodedRecords })
          expect(scanned.counts).toEqual(rows.map((row) => row.length))
          rows.forEach((row, index) => {
            if (index < decodedRecords) expect(scanned.records[index]).toEqual(row)
            else expect(scanned.records[index]).toBeNull()
          })
        },
      ),
      { numRuns: 300, seed: 20261124 },
    )
  })

  it('keeps only the start of a huge decoded value, and still counts its fields', () => {
    const scanner = new DelimitedScanner({
      delimiter: ',',
      maxRecordBytes: 1 << 20,
      decodedRecords: 5,
      maxDecodedFieldBytes: 16,
      onRecord: (values) => kept.push(values!),
    })
    const kept: string[][] = []
    scanner.push(text(`a,b\n${'x'.repeat(500_000)},"${'y'.repeat(500_000)}"\n`))
    scanner.end()
    expect(kept).toEqual([
      ['a', 'b'],
      ['x'.repeat(16), 'y'.repeat(16)],
    ])
  })

  it('reads tab-separated text', () => {
    expect(scan(text('a\tb\n1\t"x\ty"\n'), { delimiter: '\t' }).records).toEqual([
      ['a', 'b'],
      ['1', 'x\ty'],
    ])
  })
})

describe('listing malformed records', () => {
  function scanListing(bytes: Buffer, decodedRecords: number, cuts: number[] = []) {
    const kept: { values: string[] | null; line: number }[] = []
    const malformed: [number, string][] = []
    const scanner = new DelimitedScanner({
      delimiter: ',',
      maxRecordBytes: 1024,
      decodedRecords,
      onRecord: (values, _count, line) => kept.push({ values, line }),
      onMalformed: (line, reason) => malformed.push([line, reason]),
    })
    let from = 0
    for (const cut of cuts) {
      scanner.push(bytes.subarray(from, cut))
      from = cut
    }
    scanner.push(bytes.subarray(from))
    scanner.end()
    return { lines: kept.map((record) => record.line), malformed, kept }
  }

  const file = text('a,b\n1,x"y\n2,"z"w\n3,ok\n4,"q\n5,end"x')

  it('drops each record with a quote out of place to its line end and goes on, decoding or counting', () => {
    for (const decodedRecords of [1000, 1]) {
      for (const cuts of [[], [7], [12, 13], [20]]) {
        const { lines, malformed } = scanListing(file, decodedRecords, cuts)
        expect(malformed).toEqual([
          [2, 'opening-quote'],
          [3, 'closing-quote'],
          [5, 'closing-quote'],
        ])
        // Line 5's quote holds its line break: the record spans lines 5 and 6 and is named by its first.
        expect(lines).toEqual([1, 4])
      }
    }
  })

  it('still stops at an unclosed quote', () => {
    expect(() => scanListing(text('a,b\n1,"open\n2,3\n'), 1000)).toThrow(DelimitedScanError)
  })
})
