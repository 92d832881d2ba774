// The screens the web app serves a real page for: the keys of every apps/web/src/features/*/pages.ts
// map (the router shows the being-built page for every other screen), plus '/', which only redirects.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '../..')
const featuresDir = join(root, 'apps/web/src/features')

export function builtScreenPaths() {
  const paths = new Set(['/'])
  const features = existsSync(featuresDir) ? readdirSync(featuresDir, { withFileTypes: true }) : []
  for (const feature of features) {
    const pagesFile = join(featuresDir, feature.name, 'pages.ts')
    if (!feature.isDirectory() || !existsSync(pagesFile)) continue
    for (const [, path] of readFileSync(pagesFile, 'utf8').matchAll(/^\s*'(\/[^']*)'\s*:/gm)) paths.add(path)
  }
  return paths
}
