import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { messages } from '@lumbung/contract'
import { serverRoot } from '../config'
import { AppError } from './errors'

/**
 * The password rule's second half (docs/decisions/0042-common-passwords.md): a password that meets the
 * character rule may still be one everybody tries first. The list ships with the server
 * (`data/common-passwords.txt`), so nothing is asked of the network.
 */
let commonPasswords: Set<string> | undefined

function loadCommonPasswords(): Set<string> {
  const text = readFileSync(join(serverRoot(), 'data', 'common-passwords.txt'), 'utf8')
  const entries = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
  return new Set(entries)
}

/** The letters people write as digits or symbols to pass a character rule. */
const lookalikes: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '8': 'b',
  '3': 'e',
  '6': 'g',
  '9': 'g',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
  '2': 'z',
}

/** A core shorter than this is too short to name a word, so only the whole password is checked. */
const shortestCore = 4

/**
 * The forms a common password takes once dressed up for the character rule: lower case, without the
 * digits and symbols put before or after it (`Password1!`, `Qwerty123!`), and with look-alike
 * characters read as letters (`P@ssw0rd`), `1` read as both `i` and `l`.
 */
export function commonPasswordForms(password: string): string[] {
  const lower = password.toLowerCase()
  const core = lower.replace(/^[^a-z]+/, '').replace(/[^a-z]+$/, '')
  const forms = new Set([lower])
  for (const candidate of [lower, core]) {
    if (candidate.length < shortestCore) continue
    forms.add(candidate)
    const read = [...candidate].map((character) => lookalikes[character] ?? character).join('')
    forms.add(read.replaceAll('1', 'i'))
    forms.add(read.replaceAll('1', 'l'))
    // Look-alikes at the ends are the rule's dressing too once read as letters (`P@ssw0rd1!` → `password`).
    const readCore = read.replace(/^[^a-z]+/, '').replace(/[^a-z]+$/, '')
    if (readCore.length >= shortestCore) forms.add(readCore)
  }
  return [...forms]
}

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= loadCommonPasswords()
  const list = commonPasswords
  return commonPasswordForms(password).some((form) => list.has(form))
}

/** Refuses a common password as a validation error on `field`, as the character rule would. */
export function assertUncommonPassword(password: string, field = 'password'): void {
  if (!isCommonPassword(password)) return
  const message = messages.commonPassword()
  throw new AppError('VALIDATION_ERROR', 422, message, { [field]: message })
}
