// What `npm test` needs from the machine beyond node_modules: Chromium for the browser journeys and
// nginx for the several-instances step. Checked before any step runs, and only for the selected steps
// that need them; installed with apt-get where the suite runs as root on Debian (as CI does), and
// otherwise the suite stops at once with the one command to run.
import { spawnSync } from 'node:child_process'
import { accessSync, constants } from 'node:fs'
import { delimiter, join } from 'node:path'
import { chromiumPackage, chromiumPath } from './browser.mjs'

/** Each program: the steps that need it, where it must be, and the Debian package that brings it. */
const programs = [
  // The journeys' Playwright configuration starts this binary (e2e/playwright.config.ts).
  {
    name: "Chromium's headless shell",
    steps: ['e2e'],
    isThere: () => isExecutable(chromiumPath),
    debianPackage: chromiumPackage,
  },
  // The several-instances step runs `nginx` from the PATH with its own configuration.
  { name: 'nginx', steps: ['multi'], isThere: () => isOnPath('nginx'), debianPackage: 'nginx' },
]

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

function isOnPath(name) {
  // Root's PATH has the sbin folders; another user's often does not, while nginx lives there.
  const folders = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin']
  return folders.some((folder) => folder && isExecutable(join(folder, name)))
}

const missingFor = (stepNames) =>
  programs.filter(({ steps, isThere }) => steps.some((step) => stepNames.includes(step)) && !isThere())

function aptGet(args) {
  const result = spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  return result.status === 0
}

/**
 * Makes sure the programs the selected steps need are there. Answers true when they are (installing
 * them first where it can); prints why not and the command to run, and answers false, otherwise.
 */
export function ensurePrerequisites(stepNames) {
  let missing = missingFor(stepNames)
  if (missing.length === 0) return true
  const names = missing.map(({ name }) => name).join(' and ')
  const packages = missing.map(({ debianPackage }) => debianPackage).join(' ')
  const hasAptGet = isOnPath('apt-get')
  const isRoot = process.getuid?.() === 0
  if (hasAptGet && isRoot) {
    console.log(`\n▶ Installing ${names}, which the suite needs: apt-get install -y ${packages}`)
    if (aptGet(['update']) && aptGet(['install', '-y', ...packages.split(' ')])) {
      missing = missingFor(stepNames)
      if (missing.length === 0) return true
    }
  }
  const command = hasAptGet
    ? ['apt-get update', `apt-get install -y ${packages}`]
        .map((part) => (isRoot ? part : `sudo ${part}`))
        .join(' && ')
    : `install ${names} (${missing.map(({ debianPackage }) => debianPackage).join(', ')}) with your system's package manager`
  console.error(
    `\n${names} ${missing.length > 1 ? 'are' : 'is'} missing, and the steps that need ${missing.length > 1 ? 'them' : 'it'} cannot run. ` +
      `Run:\n\n  ${command}\n\nthen npm test again.`,
  )
  return false
}
