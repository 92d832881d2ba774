// Writes a Brotli (.br) and a gzip (.gz) copy beside each text file of the built web app, so the
// server sends them as they are (@fastify/static's preCompressed) instead of compressing per request.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

const compressible = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
])
/** Below this a compressed copy saves less than its headers cost. */
const smallestWorthBytes = 1024

async function* filesBelow(folder) {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) yield* filesBelow(path)
    else if (entry.isFile()) yield path
  }
}

/** Compresses every text file under `folder`; returns the bytes before and after (Brotli). */
export async function compressAssets(folder) {
  let rawBytes = 0
  let brotliBytes = 0
  for await (const path of filesBelow(folder)) {
    if (!compressible.has(extname(path))) continue
    const content = await readFile(path)
    if (content.length < smallestWorthBytes) continue
    const [asBrotli, asGzip] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
    ])
    // A copy no smaller than the file is left out; the server then sends the file itself.
    if (asBrotli.length < content.length) await writeFile(`${path}.br`, asBrotli)
    if (asGzip.length < content.length) await writeFile(`${path}.gz`, asGzip)
    rawBytes += content.length
    brotliBytes += Math.min(asBrotli.length, content.length)
  }
  return { rawBytes, brotliBytes }
}
