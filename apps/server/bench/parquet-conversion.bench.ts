/**
 * Converts the ingest benchmark's generated CSV (1 GB by default; BENCH_MEGABYTES to change) to Parquet
 * as the file-version job does, and reports its time against the ingest's own work on the same file
 * (inspecting, hashing, analysing and storing it, as an upload does) and the process's peak
 * resident-memory growth while converting (goal ≤ 50 MB). DuckDB then counts the rows written.
 *
 *   npx tsx apps/server/bench/parquet-conversion.bench.ts
 */
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Transform } from 'node:stream'
import { createDelimitedAnalysis, DatasetFileInspector } from '../src/modules/data/datasets'
import { convertToParquet } from '../src/modules/data/parquet'
import { createLocalFileStorage } from '../src/lib/file-storage'
import { recordFigure } from './figures'
import { ingestCsvChunks } from './ingest-csv'

const megabytes = Number(process.env.BENCH_MEGABYTES ?? 1024)
const goalMegabytes = 50
const dataDir = mkdtempSync(join(tmpdir(), 'lumbung-bench-parquet-'))
const files = createLocalFileStorage(join(dataDir, 'files'))
const sourceFile = join(dataDir, 'source.csv')
const mb = (bytes: number) => bytes / (1024 * 1024)

try {
  const output = createWriteStream(sourceFile)
  for (const chunk of ingestCsvChunks(megabytes * 1024 * 1024)) {
    if (!output.write(chunk)) await new Promise<void>((resolve) => output.once('drain', () => resolve()))
  }
  await new Promise<void>((resolve) => output.end(() => resolve()))

  // The ingest's work on the file, in this process: what the conversion is measured against.
  const ingestStarted = performance.now()
  const analysis = createDelimitedAnalysis('COMMA')
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      analysis.push(chunk)
      done(null, chunk)
    },
  })
  const inspector = new DatasetFileInspector('CSV')
  const stored = await files.put(
    'source.csv',
    createReadStream(sourceFile, { highWaterMark: 1024 * 1024 })
      .pipe(inspector)
      .pipe(tap),
  )
  const { rowCount, dataStructure } = analysis.finish()
  const ingestSeconds = (performance.now() - ingestStarted) / 1000

  global.gc?.()
  await new Promise((resolve) => setTimeout(resolve, 500))
  const baseline = process.memoryUsage().rss
  let peak = baseline
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50)
  const started = performance.now()
  const opened = await files.open('source.csv')
  const converted = await convertToParquet(
    { stream: opened!.stream, fileType: 'CSV', delimiter: 'COMMA', columns: dataStructure },
    (body) => files.put('source.parquet', body),
  )
  const seconds = (performance.now() - started) / 1000
  clearInterval(sampler)
  peak = Math.max(peak, process.memoryUsage().rss)

  const { DuckDBInstance } = await import('@duckdb/node-api')
  const duckdb = await DuckDBInstance.create(':memory:')
  const connection = await duckdb.connect()
  const counted = await connection.runAndReadAll(
    `SELECT count(*)::VARCHAR AS n FROM read_parquet('${join(dataDir, 'files', 'source.parquet')}')`,
  )
  const readRows = Number(counted.getRowObjectsJson()[0]!.n)
  connection.closeSync()
  duckdb.closeSync()

  const growth = mb(peak - baseline)
  console.log(
    JSON.stringify(
      {
        sourceMegabytes: Number(mb(stored.size).toFixed(1)),
        rows: rowCount,
        types: dataStructure.map((column) => `${column.name}:${column.type}`).join(', '),
        ingestSeconds: Number(ingestSeconds.toFixed(1)),
        conversionSeconds: Number(seconds.toFixed(1)),
        parquetMegabytes: Number(mb(converted.size).toFixed(1)),
        rowsReadBackByDuckDb: readRows,
        peakRssGrowthMegabytes: Number(growth.toFixed(1)),
      },
      null,
      2,
    ),
  )
  const memoryPasses = growth <= goalMegabytes
  console.log(
    `  memory growth while converting: ${growth.toFixed(1)} MB (goal ≤ ${goalMegabytes} MB): ${memoryPasses ? 'pass' : 'FAIL'}`,
  )
  recordFigure({
    name: 'parquet: conversion seconds ÷ ingest seconds',
    value: seconds / ingestSeconds,
    unit: 'ratio',
    better: 'lower',
    note: `${seconds.toFixed(1)} s ÷ ${ingestSeconds.toFixed(1)} s`,
  })
  recordFigure({
    name: 'parquet: memory growth during conversion',
    value: growth,
    unit: 'MB',
    better: 'lower',
  })
  if (!memoryPasses || readRows !== rowCount) process.exitCode = 1
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
