// The JavaScript a first visit to each built screen downloads, gzip level 9, from the build's manifest
// (apps/web/dist/.vite/manifest.json): the first script with its static imports, then what the router
// loads for the screen (the query layout and every component's styles for all but /login, the
// signed-in shell for screens inside it) and the screen's own module, each with its static imports.
// Bytes depend only on the build, so the figure is the same on any machine.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { builtScreenPaths } from './built-screens.mjs'
import { loadTs } from './load-ts.mjs'

const root = join(import.meta.dirname, '../..')
const web = join(root, 'apps/web')
const dist = join(web, 'dist')
const pageFolders = ['src/app/routes']
const queryLayout = 'src/app/layouts/query-layout.tsx'
const allStyles = 'src/app/styles/all-styles.ts'
const appShell = 'src/app/layouts/app-shell-layout.tsx'
const beingBuilt = 'src/components/layout/being-built-page.tsx'

/** Each screen path of a pages.ts → the manifest key of the module its entry imports (none: in the first script). */
function pageModules() {
  const modules = new Map()
  for (const folder of pageFolders) {
    for (const pagesFile of listPagesFiles(join(web, folder))) {
      const text = readFileSync(pagesFile, 'utf8')
      const named = new Map(
        [...text.matchAll(/const (\w+) = \(\) => import\('([^']+)'\)/g)].map(([, name, path]) => [
          name,
          path,
        ]),
      )
      const entries = [...text.matchAll(/^\s*'(\/[^']*)'\s*:/gm)]
      entries.forEach((entry, index) => {
        const expression = text.slice(entry.index, entries[index + 1]?.index ?? text.length)
        const imported =
          /import\('([^']+)'\)/.exec(expression)?.[1] ??
          named.get(/\b(\w+)\(\)\.then/.exec(expression)?.[1] ?? '')
        modules.set(entry[1], imported ? manifestKeyOf(dirname(pagesFile), imported) : undefined)
      })
    }
  }
  return modules
}

function listPagesFiles(folder) {
  if (!existsSync(folder)) return []
  return readdirSync(folder)
    .map((name) => join(folder, name, 'pages.ts'))
    .filter((file) => existsSync(file))
}

function manifestKeyOf(fromFolder, importPath) {
  const base = relative(web, join(fromFolder, importPath))
  for (const candidate of [`${base}.tsx`, `${base}.ts`, `${base}/index.tsx`, `${base}/index.ts`, base])
    if (existsSync(join(web, candidate))) return candidate
  throw new Error(`cannot resolve ${importPath} from ${fromFolder}`)
}

/** Gzip bytes of the JavaScript of every built screen, by path: `{ '/login': 123456, … }`. */
export async function initialJsPerRoute() {
  const manifestFile = join(dist, '.vite/manifest.json')
  if (!existsSync(manifestFile))
    throw new Error('no apps/web/dist/.vite/manifest.json: build the web app first')
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'))
  const { screens } = await loadTs('packages/contract/src/access/screens.ts')
  const built = builtScreenPaths()
  const modules = pageModules()
  const gzipOf = new Map()
  const sizeOf = (file) => {
    if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length)
    return gzipOf.get(file)
  }
  const collect = (key, files) => {
    const chunk = manifest[key]
    if (!chunk) throw new Error(`no chunk for ${key} in the manifest`)
    if (files.has(chunk.file)) return
    if (chunk.file.endsWith('.js')) files.add(chunk.file)
    for (const imported of chunk.imports ?? []) collect(imported, files)
  }
  const result = {}
  for (const screen of screens) {
    if (screen.path === '/') continue
    const files = new Set()
    collect('index.html', files)
    if (screen.path !== '/login') [queryLayout, allStyles].forEach((key) => collect(key, files))
    if (screen.shell !== 'public') collect(appShell, files)
    const page = built.has(screen.path) ? modules.get(screen.path) : beingBuilt
    if (page) collect(page, files)
    result[screen.path] = [...files].reduce((total, file) => total + sizeOf(file), 0)
  }
  return result
}
