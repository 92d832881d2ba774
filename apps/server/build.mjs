// Bundles the server into dist/: dependencies stay in node_modules, the contract is compiled in.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = dirname(fileURLToPath(import.meta.url))
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
const external = Object.keys(manifest.dependencies ?? {}).filter((name) => name !== '@lumbung/contract')

await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'src/main.ts',
    cli: 'src/cli.ts',
    'share-store': 'src/share-store/main.ts',
    // The embedded database's own thread, which src/db/pglite-thread-client.ts starts beside the bundle.
    'pglite-thread': 'src/db/pglite-thread.ts',
  },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  // Subpaths (drizzle-orm/pglite, …) are external too.
  external: external.flatMap((name) => [name, `${name}/*`]),
  banner: {
    js: "import { createRequire as __lumbungCreateRequire } from 'node:module'; const require = __lumbungCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
})
// The migrations stay in ../drizzle, found from the bundle through the package folder (src/config.ts).
console.log('Built apps/server/dist (main.js, cli.js, share-store.js)')
