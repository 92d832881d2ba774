// Imports a TypeScript module of the workspace from a plain Node script: esbuild bundles it (packages
// stay external) into node_modules/.cache, where bare imports still resolve.
import { mkdirSync, rmSync } from 'node:fs'
import { basename, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'

const root = join(import.meta.dirname, '../..')

export async function loadTs(relativePath) {
  const cacheDir = join(root, 'node_modules/.cache/lumbung-scripts')
  mkdirSync(cacheDir, { recursive: true })
  const outfile = join(cacheDir, `${basename(relativePath, '.ts')}-${process.pid}-${Date.now()}.mjs`)
  await build({
    entryPoints: [join(root, relativePath)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'error',
  })
  try {
    return await import(pathToFileURL(outfile).href)
  } finally {
    rmSync(outfile, { force: true })
  }
}
