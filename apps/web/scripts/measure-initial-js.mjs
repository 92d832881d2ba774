// Sums the gzip size of the JavaScript a first visit to a page downloads: the entry with its static
// imports, plus the page's lazy module with its static imports. Run after `vite build`.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist')
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'))

const pages = {
  // The sign-in screen is part of the first script (src/app/routes/auth/pages.ts).
  '/login': [],
  '/consumer (signed in)': [
    'src/app/layouts/app-shell-layout.tsx',
    'src/app/routes/dashboard/consumer-dashboard-route.tsx',
  ],
}

function collect(key, files) {
  const chunk = manifest[key]
  if (!chunk) throw new Error(`No chunk for ${key} in the manifest`)
  if (files.has(chunk.file)) return
  files.add(chunk.file)
  for (const imported of chunk.imports ?? []) collect(imported, files)
}

const budgetKb = 170
let isOverBudget = false
for (const [page, modules] of Object.entries(pages)) {
  const files = new Set()
  collect('index.html', files)
  for (const module of modules) collect(module, files)
  let raw = 0
  let gzip = 0
  for (const file of files) {
    const content = readFileSync(join(dist, file))
    raw += content.length
    gzip += gzipSync(content, { level: 9 }).length
  }
  const gzipKb = gzip / 1024
  console.log(
    `${page}: ${files.size} JS files, ${(raw / 1024).toFixed(1)} KiB raw, ` +
      `${gzipKb.toFixed(1)} KiB gzip (${(gzip / 1000).toFixed(1)} kB)`,
  )
  // Judged in kB (1000 bytes), the stricter reading of the budget.
  if (page === '/login' && gzip / 1000 > budgetKb) isOverBudget = true
}
if (isOverBudget) {
  console.error(`/login is over its ${budgetKb} kB gzip budget`)
  process.exitCode = 1
}
