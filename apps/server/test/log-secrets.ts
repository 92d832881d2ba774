import { Writable } from 'node:stream'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import pino from 'pino'

/** Fields whose value is a secret, in requests and answers alike. */
const secretField =
  /^(password|password_confirmation|new_password|old_password|token|access_token|refresh_token|key|api_key|secret_access_key|private_key|secret|otpauth_url|recovery_codes|mfa_token)$/i
/** Shorter values are too common to tell apart from ordinary text (and no secret here is that short). */
const minimumLength = 8
/** How much of a leaked secret the failure shows. */
const shownLength = 6

/**
 * Every test app logs at trace level into memory while its file runs; the passwords, tokens and keys
 * its requests carried and its answers handed out are gathered on the way, and when the app closes
 * none of them may be in the log, raw or URL-encoded (docs/decisions/0048-security-suite.md). A test
 * with a logger of its own checks its log itself.
 */
export function createLogSecretsWatch(known: string[]) {
  const chunks: string[] = []
  const secrets = new Set(known.filter((value) => value.length >= minimumLength))
  const logger = pino(
    { level: 'trace' },
    new Writable({
      write(chunk, _encoding, done) {
        chunks.push(String(chunk))
        done()
      },
    }),
  ) as FastifyBaseLogger

  const remember = (value: unknown) => {
    if (typeof value === 'string' && value.length >= minimumLength) secrets.add(value)
  }
  function gather(value: unknown, depth = 0) {
    if (depth > 8 || value === null || typeof value !== 'object') return
    for (const [name, inner] of Object.entries(value)) {
      // A list under a secret's name (recovery codes) is a list of secrets.
      if (secretField.test(name)) for (const value of Array.isArray(inner) ? inner : [inner]) remember(value)
      else gather(inner, depth + 1)
    }
  }

  return {
    logger,
    /** Hooks that gather what the app's requests and answers carry; added before the app is ready. */
    watch(app: FastifyInstance) {
      app.addHook('preValidation', async (request) => {
        gather(request.body)
        gather(request.query)
        const authorization = request.headers.authorization
        if (typeof authorization === 'string') remember(authorization.replace(/^(bearer|basic)\s+/i, ''))
        remember(request.headers['x-api-key'])
      })
      app.addHook('onSend', async (_request, _reply, payload) => {
        if (typeof payload === 'string' && payload.startsWith('{')) {
          try {
            gather(JSON.parse(payload))
          } catch {
            // Not JSON after all: nothing to gather.
          }
        }
        return payload
      })
    },
    /** The secrets found in the log, each by its first characters and the message of a line holding it. */
    leaks(): string[] {
      return [...secrets].flatMap((secret) => {
        const encoded = encodeURIComponent(secret)
        const line = chunks.find((chunk) => chunk.includes(secret) || chunk.includes(encoded))
        if (!line) return []
        const message = (JSON.parse(line) as { msg?: string }).msg ?? 'a line without a message'
        return [`${secret.slice(0, shownLength)}… (${secret.length} characters) in "${message}"`]
      })
    },
  }
}
