/**
 * The rows the ingest benchmarks upload: ~1 MB of realistic rows per chunk, each chunk differing in its
 * ids, until `targetBytes` (the ingest and the Parquet conversion read the same file).
 */
export function* ingestCsvChunks(targetBytes: number): Generator<Buffer> {
  yield Buffer.from('id,nik,full_name,city,amount,transaction_date,is_verified\n')
  const cities = ['Jakarta', 'Bandung', 'Surabaya', 'Medan', 'Makassar', 'Denpasar']
  let sent = 0
  let id = 0
  while (sent < targetBytes) {
    const lines: string[] = []
    let size = 0
    while (size < 1024 * 1024) {
      id++
      const line = `${id},3171${String(id).padStart(12, '0')},Pelanggan ${id},${cities[id % 6]},${(id % 100000) * 1.25},2026-${String((id % 12) + 1).padStart(2, '0')}-15,${id % 3 === 0}\n`
      lines.push(line)
      size += line.length
    }
    const chunk = Buffer.from(lines.join(''))
    sent += chunk.length
    yield chunk
  }
}
