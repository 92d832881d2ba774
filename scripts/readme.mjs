// Keeps the generated sections of README.md in step with the code:
//   environment     from apps/server/src/config.ts (environmentVariables)
//   unbuilt-screens from scripts/list-unbuilt-screens.mjs
// `node scripts/readme.mjs --write` rewrites them; `--check` fails when README.md is out of date.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import * as prettier from 'prettier'
import { loadTs } from './lib/load-ts.mjs'
import { unbuiltScreens, unbuiltScreensMarkdown } from './list-unbuilt-screens.mjs'

const root = join(import.meta.dirname, '..')
const readmePath = join(root, 'README.md')

const cell = (text) => text.replaceAll('|', '\\|').replaceAll('\n', ' ')

async function environmentMarkdown() {
  const { environmentVariables } = await loadTs('apps/server/src/config.ts')
  const rows = environmentVariables.map(
    (variable) => `| \`${variable.name}\` | ${cell(variable.default)} | ${cell(variable.description)} |`,
  )
  return ['| Variable | Default | What it does |', '| --- | --- | --- |', ...rows].join('\n')
}

const sections = {
  environment: environmentMarkdown,
  'unbuilt-screens': async () => unbuiltScreensMarkdown(await unbuiltScreens()),
}

function replaceSection(readme, name, content) {
  const startMarker = `<!-- ${name}:start -->`
  const endMarker = `<!-- ${name}:end -->`
  const start = readme.indexOf(startMarker)
  const end = readme.indexOf(endMarker)
  if (start === -1 || end === -1)
    throw new Error(`README.md lacks the ${startMarker} and ${endMarker} markers`)
  return `${readme.slice(0, start + startMarker.length)}\n\n${content}\n\n${readme.slice(end)}`
}

const current = readFileSync(readmePath, 'utf8')
let next = current
for (const [name, render] of Object.entries(sections)) next = replaceSection(next, name, await render())

// Written as Prettier would write it, so `prettier --check` and this check agree.
next = await prettier.format(next, { ...(await prettier.resolveConfig(readmePath)), filepath: readmePath })

if (process.argv.includes('--write')) {
  writeFileSync(readmePath, next)
  console.log(next === current ? 'README.md is up to date' : 'README.md updated')
} else if (next !== current) {
  console.error('README.md is out of date: run `node scripts/readme.mjs --write`')
  process.exit(1)
} else {
  console.log('README.md: generated sections are up to date')
}
