import { existsSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { failure } from './result'
import { isBackendPath } from './route-kinds'

export { isBackendPath }

/**
 * Headers that steer a document (how it may be framed, what it may load, its browsing context) and so
 * mean nothing on a script, style or font. A first visit fetches twenty-odd of those, where the headers
 * were half a kilobyte each; what still applies to every file stays (nosniff, HSTS, the resource policy,
 * the referrer policy).
 */
const documentOnlyHeaders = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]

const missingBuildPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Lumbung</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>Lumbung is running, but the web app is not built</h1>
<p>The API answers under <a href="/api/docs">/api</a>. To serve the web app, run <code>npm run build</code>
(or start with <code>npm start</code>, which builds what is missing) and reload this page.</p>
</body></html>
`

/** How often, at most, a request for a file not yet listed reads the web folder again. */
const relistAfterMs = 1_000

/** A path whose last segment has an extension names a file; page addresses do not. */
const namesFile = (pathname: string) => /\.[^/]+$/.test(pathname)

/**
 * The web folder's files as the paths a browser asks for ('/assets/index-abc.js'), read when the server
 * starts and again when a request names a file not yet listed (a build running beside the server), at
 * most once a second. A request is served only under a name taken from this list, so the spelling it
 * is served by is the file system's own and nothing outside the folder is reachable: symbolic links
 * and dot-files (the build's manifest and stamp) are left out. @fastify/static's own route checks a
 * path's spelling by reading every folder along it on every request, which made each file cost about
 * four times the CPU it costs now (docs/decisions/0041-compression.md).
 */
function webFileList(webDir: string) {
  let files = new Set<string>()
  let listedAt = 0
  let listing: Promise<void> | undefined
  const list = async () => {
    listedAt = Date.now()
    try {
      const entries = await readdir(webDir, { recursive: true, withFileTypes: true })
      files = new Set(
        entries
          .filter((entry) => entry.isFile())
          .map((entry) => `/${relative(webDir, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
          .filter((path) => !path.includes('/.')),
      )
    } catch {
      // No folder yet (the web app is not built), or one changing under a build: the last list stands.
    }
  }
  const relist = () => (listing ??= list().finally(() => (listing = undefined)))
  // Read at once, and waited for by every request that comes while a reading is under way: the first
  // page after a start asks for its style and script side by side, and the second of them, finding
  // the list still empty, was answered 404, so the page showed without its styles.
  void relist()
  return async (pathname: string): Promise<boolean> => {
    if (files.has(pathname)) return true
    // A page's address is never a file: it does not wait.
    if (!namesFile(pathname)) return false
    if (listing) await listing
    else if (Date.now() - listedAt >= relistAfterMs) await relist()
    return files.has(pathname)
  }
}

/** The path of a request as the file system spells it, or null when its escapes are malformed. */
function decodedPathOf(url: string): string | null {
  try {
    return decodeURIComponent(url.split('?')[0] ?? url)
  } catch {
    return null
  }
}

/**
 * Serves the built SPA: hashed /assets/* are cached for a year, index.html never, and any other page
 * URL that asks for HTML gets index.html so the web router can take it from there. The build writes a
 * .br and a .gz copy beside each file (scripts/lib/compress-assets.mjs); a browser that accepts one
 * gets it, with Content-Encoding and Vary: Accept-Encoding.
 */
export async function registerSpa(app: FastifyInstance, webDir: string) {
  const indexPath = join(webDir, 'index.html')
  const hasBuild = () => existsSync(indexPath)

  await app.register(fastifyStatic, {
    root: webDir,
    // Only `reply.sendFile`: the route below serves the files.
    serve: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    // No `allowedPath`: with one, `sendFile` too would read every folder along a path on each request.
    // The route below sends only listed names, and never a backend path.
    setHeaders: (reply, path) => {
      const isAsset = path.startsWith(join(webDir, 'assets'))
      reply.header('cache-control', isAsset ? 'public, max-age=31536000, immutable' : 'no-cache')
      // Helmet writes its headers onto the raw response.
      if (isAsset) for (const header of documentOnlyHeaders) reply.raw.removeHeader(header)
    },
  })

  const isWebFile = webFileList(webDir)
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const pathname = decodedPathOf(request.url)
      if (pathname === null || isBackendPath(pathname) || !(await isWebFile(pathname))) {
        return reply.callNotFound()
      }
      return reply.sendFile(pathname.slice(1))
    },
  })

  const sendPage = (reply: FastifyReply) =>
    hasBuild()
      ? reply.header('cache-control', 'no-cache').sendFile('index.html')
      : reply
          .status(503)
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(missingBuildPage)

  app.get('/', { schema: { hide: true } }, async (_request, reply) => sendPage(reply))

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (isBackendPath(request.url)) {
      return reply
        .status(404)
        .send(failure('NOT_FOUND', `Route ${request.method} ${request.url.split('?')[0]} not found`))
    }
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      (request.headers.accept ?? '').includes('text/html')
    if (!isPageRequest) return reply.status(404).send(failure('NOT_FOUND', 'Not Found'))
    return sendPage(reply)
  })
}
