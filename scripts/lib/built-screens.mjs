// The screens the web app serves a real page for: the keys of every pages.ts map, one per folder of
// screens (apps/web/src/app/routes/*/pages.ts). The router shows the being-built page for every other screen;
// '/' only redirects.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '../..')
const pageFolders = [join(root, 'apps/web/src/app/routes')]

export function builtScreenPaths() {
  const paths = new Set(['/'])
  for (const folder of pageFolders) {
    const entries = existsSync(folder) ? readdirSync(folder, { withFileTypes: true }) : []
    for (const entry of entries) {
      const pagesFile = join(folder, entry.name, 'pages.ts')
      if (!entry.isDirectory() || !existsSync(pagesFile)) continue
      for (const [, path] of readFileSync(pagesFile, 'utf8').matchAll(/^\s*'(\/[^']*)'\s*:/gm))
        paths.add(path)
    }
  }
  return paths
}
