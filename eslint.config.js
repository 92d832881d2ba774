import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

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
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: './packages/contract',
              from: ['./apps/server', './apps/web'],
              message: 'The contract is the shared source of truth: it imports neither app.',
            },
            {
              target: './apps/web',
              from: './apps/server',
              message: 'The web app never imports the server; share code through @lumbung/contract.',
            },
            ...featureZones,
          ],
        },
      ],
    },
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
    // Import loops make module start-up order fragile and blur which layer owns what.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    // Without this setting the rule reads no TypeScript file and so never sees a loop.
    settings: { 'import-x/extensions': ['.ts', '.tsx'] },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'apps/server/**/*.ts', 'e2e/**/*.ts', 'apps/web/vite.config.ts', '*.ts'],
    ignores: ['apps/web/src/**'],
    languageOptions: { globals: globals.node },
  },
)
