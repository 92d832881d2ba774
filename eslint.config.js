import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { i18nPlugin } from './apps/web/eslint/no-literal-ui-text.js'

const root = path.dirname(fileURLToPath(import.meta.url))
const featuresDir = 'apps/web/src/features'

/** Feature folders as they are now, so a new feature is fenced in on the next run without editing this file. */
function featureNames() {
  try {
    return readdirSync(path.join(root, featuresDir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  } catch {
    return []
  }
}

/** A feature may import only from itself; shared code lives in src/components and src/lib. */
const featureZones = featureNames().map((name) => ({
  target: `./${featuresDir}/${name}`,
  from: `./${featuresDir}`,
  except: [`./${name}`],
  message: 'Features never import each other: move what both need to src/components or src/lib.',
}))

const serverSrc = 'apps/server/src'
const serverModulesDir = `${serverSrc}/modules`

const entriesOf = (dir) => {
  try {
    return readdirSync(path.join(root, dir), { withFileTypes: true })
  } catch {
    return []
  }
}

/** Server modules: a folder under modules/ with an index.ts, or one level deeper inside a group (data, transaction). */
function serverModules() {
  const found = []
  for (const entry of entriesOf(serverModulesDir).filter((item) => item.isDirectory())) {
    const dir = `${serverModulesDir}/${entry.name}`
    const children = entriesOf(dir)
    if (children.some((child) => child.name === 'index.ts')) found.push(dir)
    else for (const child of children.filter((item) => item.isDirectory())) found.push(`${dir}/${child.name}`)
  }
  return found
}

/**
 * A module is used only through its face (index.ts: its factory and types); every other server file
 * outside it, the composition root and the seeds included, may not import its inner files. Its
 * types-only files (*.types.ts) are part of the face too, so the platform's context can name a
 * module's types without importing the module that imports the context back. Tests may share
 * fixtures through test helpers.
 */
function serverModuleZones() {
  const modules = serverModules()
  const outsideModules = [
    ...entriesOf(serverSrc)
      .filter((entry) => entry.name !== 'modules')
      .map((entry) => `./${serverSrc}/${entry.name}`),
    ...entriesOf(serverModulesDir)
      .filter((entry) => entry.isFile())
      .map((entry) => `./${serverModulesDir}/${entry.name}`),
    './apps/server/test',
    './apps/server/bench',
  ]
  return modules.map((dir) => ({
    target: [...outsideModules, ...modules.filter((other) => other !== dir).map((other) => `./${other}`)],
    from: `${root}/${dir}/**`,
    // *.thread.ts: what a module runs on the embedded database's thread (src/db/pglite-thread.ts).
    except: [
      `${root}/${dir}/@(index.ts|*.types.ts)`,
      '**/*test-helpers.ts',
      '**/*test-setup.ts',
      '**/*.thread.ts',
    ],
    message: "Use the module through its index.ts; another module's inner files are its own.",
  }))
}

const restrictedPaths = (zones) => ['error', { basePath: root, zones }]

const serverPackage = {
  group: ['@lumbung/server', '@lumbung/server/*'],
  message: 'The server is not importable from here; share code through @lumbung/contract.',
}
const webPackage = {
  group: ['@lumbung/web', '@lumbung/web/*'],
  message: 'The web app is not importable from here; share code through @lumbung/contract.',
}

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    // The embedded data folder at the root, not the source folders named after the data module.
    'data/',
    'apps/server/drizzle/',
    '**/test-results/',
    '**/playwright-report/',
    '.lumbung-test/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] }),
      ],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  // Each side's zones only for its own files: the rule matches every file against every zone's targets
  // (the server's modules alone name about 1,400), so zones no file of a folder can be in cost it time.
  {
    files: ['packages/contract/**'],
    rules: {
      'import-x/no-restricted-paths': restrictedPaths([
        {
          target: './packages/contract',
          from: ['./apps/server', './apps/web'],
          message: 'The contract is the shared source of truth: it imports neither app.',
        },
      ]),
    },
  },
  {
    files: ['apps/web/**'],
    rules: {
      'import-x/no-restricted-paths': restrictedPaths([
        {
          target: './apps/web',
          from: './apps/server',
          message: 'The web app never imports the server; share code through @lumbung/contract.',
        },
        {
          target: `./${featuresDir}`,
          from: './apps/web/src/app',
          message: 'Features never import the app: screens live in src/app/routes and use the features.',
        },
        ...featureZones,
      ]),
    },
  },
  {
    files: ['apps/server/**'],
    rules: { 'import-x/no-restricted-paths': restrictedPaths(serverModuleZones()) },
  },
  {
    files: ['apps/server/**/*.ts', 'packages/contract/**/*.ts'],
    // Without the extensions setting the rule reads no TypeScript file. The rule skips type-only
    // imports and has no switch to follow them, so a loop through types alone goes unseen: types two
    // sides share live in a types-only file (a module's *.types.ts, common/enums.ts) that imports neither.
    // Packages in node_modules resolve to JavaScript, which the rule does not read, so it never walks
    // into them anyway; `ignoreExternal` would only add a search up the folders for every import it
    // follows (half of the rule's time here: 13.3 s against 6.9 s).
    settings: { 'import-x/extensions': ['.ts'] },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverPackage, webPackage] }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [serverPackage] }],
    },
  },
  {
    // Enum labels and dates follow the page's language through the web's own helpers; the contract's
    // write English (docs/decisions/0074-languages.md). Area texts still read the contract's English.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/i18n/**', 'apps/web/src/**/*.texts.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [serverPackage],
          paths: [
            {
              name: '@lumbung/contract',
              importNames: ['labelOf', 'enumOptionsOf', 'formatDate', 'formatDateTime'],
              message: "Use lib/i18n/enum-labels or lib/i18n/format-date, which follow the page's language.",
            },
          ],
        },
      ],
    },
  },
  {
    // Every text a person reads comes from the catalogues (docs/decisions/0074-languages.md).
    files: ['apps/web/src/**/*.tsx'],
    plugins: { lumbung: i18nPlugin },
    rules: { 'lumbung/no-literal-ui-text': 'error' },
  },
  {
    // Import loops make module start-up order fragile and blur which layer owns what.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    // Without this setting the rule reads no TypeScript file and so never sees a loop.
    settings: { 'import-x/extensions': ['.ts', '.tsx'] },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // Journeys take `test` from e2e/support/test.ts, which lends pooled pages and closes the contexts a
    // test opens itself.
    files: ['e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message:
                "Import test from '../support/test', which lends pooled pages and closes the contexts a test opens.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'apps/server/**/*.ts', 'e2e/**/*.ts', 'apps/web/vite.config.ts', '*.ts'],
    ignores: ['apps/web/src/**'],
    languageOptions: { globals: globals.node },
  },
)
