// Lists every registered screen (packages/contract/src/access/screens.ts) that still shows
// "This page is being built": every screen but those the web app serves a page for
// (scripts/lib/built-screens.mjs).
// README.md carries this list; `node scripts/readme.mjs --write` refreshes it.
import { pathToFileURL } from 'node:url'
import { builtScreenPaths } from './lib/built-screens.mjs'
import { loadTs } from './lib/load-ts.mjs'

export async function unbuiltScreens() {
  const built = builtScreenPaths()
  const { screens } = await loadTs('packages/contract/src/access/screens.ts')
  return screens.filter((screen) => !built.has(screen.path))
}

export function unbuiltScreensMarkdown(screens) {
  const lines = [
    `${screens.length} registered screens sit behind their real guards and show "This page is being built":`,
  ]
  const groups = [
    ['public', 'Public and account pages'],
    ['app', 'Signed-in pages'],
    ['operator', 'Operator console'],
  ]
  for (const [shell, heading] of groups) {
    const group = screens.filter((screen) => screen.shell === shell)
    if (group.length === 0) continue
    lines.push('', `**${heading}** (${group.length})`, '')
    for (const screen of group) lines.push(`- \`${screen.path}\` — ${screen.title}`)
  }
  return lines.join('\n')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(unbuiltScreensMarkdown(await unbuiltScreens()))
}
