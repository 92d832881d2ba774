import fastifyCookie from '@fastify/cookie'
import fastifyHelmet from '@fastify/helmet'
import fastifyMultipart from '@fastify/multipart'
import fastifyRateLimit from '@fastify/rate-limit'
import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import Fastify, { LogController, type FastifyBaseLogger } from 'fastify'
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import type { Config } from './config'
import type { Database } from './db/database'
import type { App } from './lib/app-type'
import { tooManyAttempts } from './lib/errors'
import type { FileStorage } from './lib/file-storage'
import { createActorCache, forgetOnNotices, type ActorCacheOptions } from './lib/actor-cache'
import type { ChangeNotices } from './lib/change-notices'
import { registerCompression } from './lib/compression'
import { createDatabaseRateLimitStore, createRateLimitBuckets } from './lib/rate-limit-store'
import { registerErrorHandling } from './lib/error-handler'
import { logRedactPaths, logSerializers } from './lib/logging'
import { registerRequestContext } from './lib/request-context'
import { registerRequestLogging } from './lib/request-logging'
import { registerMetrics } from './lib/metrics'
import {
  requestClientOf,
  requestIdHeader,
  requestIdMixin,
  requestIdOf,
  runWithRequestId,
} from './lib/request-scope'
import { registerUnstorableTextGuard } from './lib/unstorable-text'
import { createApiRateLimit, registerApiRateLimit } from './lib/api-rate-limit'
import { isBackendPath, registerSpa } from './lib/spa'
import { registerAuditTrail } from './modules/audit'
import {
  createPlatform,
  createServices,
  gatewayProductsPrefix,
  registerModules,
  type ServiceOverrides,
} from './modules'

export interface BuildAppOptions {
  config: Config
  db: Database
  /** A pino logger; without one the app logs at config.logLevel to stdout. */
  logger?: FastifyBaseLogger
  /** Services put in place of the defaults (tests: a gateway caller of their own). */
  overrides?: ServiceOverrides
  /** The file storage in place of the configured one (tests: one whose disk is full). */
  files?: FileStorage
  /** Change notices in place of the app's own (tests: two apps in one process sharing them). */
  notices?: ChangeNotices
  /** The actor cache's settings (tests: a long life, to show that notices alone end an entry). */
  actorCache?: ActorCacheOptions
}

export type { App } from './lib/app-type'

/** A hop count trusts that many proxies nearest to the server. */
function trustProxyOption(value: Config['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value
}

const bodyLimitBytes = 1024 * 1024
const requestTimeoutMs = 120_000
/**
 * Once the server stops, how long a connection stays open after its last answer: long enough for a
 * call the client already sent on it, short enough that an idle connection does not hold the stop
 * (and the usage ledger's last flush) for the whole keep-alive time.
 */
const closingKeepAliveMs = 1000
// Helmet's own value, now sent only over HTTPS.
const hstsValue = 'max-age=31536000; includeSubDomains'

type NodeHandler = (request: IncomingMessage, response: ServerResponse) => void

export async function buildApp({
  config,
  db,
  logger,
  overrides,
  files,
  notices: givenNotices,
  actorCache: actorCacheOptions,
}: BuildAppOptions): Promise<App> {
  // The front door: metered gateway calls go straight to the gateway, everything else to Fastify
  // (docs/decisions/0031-gateway.md). Set once the services exist; nothing listens before then.
  const gatewayDoor: { handle?: NodeHandler } = {}
  const app = Fastify({
    serverFactory: (fastifyHandler) => {
      const server = createServer((request, response) => {
        if (gatewayDoor.handle && request.url?.startsWith(gatewayProductsPrefix))
          gatewayDoor.handle(request, response)
        else fastifyHandler(request, response)
      })
      // What Fastify sets on a server of its own making.
      server.requestTimeout = requestTimeoutMs
      server.keepAliveTimeout = 72_000
      return server
    },
    ...(logger
      ? { loggerInstance: logger.child({}, { redact: logRedactPaths, serializers: logSerializers }) }
      : {
          logger: {
            level: config.logLevel,
            redact: logRedactPaths,
            serializers: logSerializers,
            mixin: requestIdMixin,
          },
        }),
    genReqId: (request) => requestIdOf(request.headers[requestIdHeader]),
    // lib/request-logging.ts logs requests instead, at debug unless slow or failed.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: bodyLimitBytes,
    // A crashed or slow client must not hold a socket for ever.
    requestTimeout: requestTimeoutMs,
    // A graceful stop answers what arrives on connections already open (each is closed after its
    // answer) rather than refusing it unseen: a gateway call is then metered like any other, and
    // new connections go to the other instances, since this one no longer accepts any.
    return503OnClosing: false,
    // One documented path has a double slash (GET /provider/request//summary, docs/decisions/0022).
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
  }).withTypeProvider<ZodTypeProvider>()

  // The API speaks JSON (and multipart where a route registers it); a text body is a client mistake.
  app.removeContentTypeParser('text/plain')
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandling(app)
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(requestIdHeader, request.id)
    // API answers carry sessions, keys and companies' data: no cache keeps them. A route whose answer is
    // the same for everyone (the reference lists) says so itself, replacing this.
    if (isBackendPath(request.url)) reply.header('cache-control', 'no-store')
    // Only a secure connection may pin the site to HTTPS: over plain HTTP the header means nothing, and
    // a LAN install reached by address must not be told to refuse HTTP. Behind a proxy, its forwarded
    // protocol counts when TRUST_PROXY trusts it (request.protocol reads it then).
    if (request.protocol === 'https') reply.header('strict-transport-security', hstsValue)
    done()
  })
  // After the body is read, so the handler and everything it awaits run in the request's scope.
  // The caller's address and browser go with it, for the audit entries the request records.
  app.addHook('preHandler', (request, _reply, done) =>
    runWithRequestId(request.id, done, requestClientOf(request)),
  )
  registerRequestLogging(app)
  registerCompression(app)

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine injects <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // The SPA loads no cross-origin resources, but the embedder policy would block blob: downloads.
    crossOriginEmbedderPolicy: false,
    // Sent only over HTTPS, by the hook above.
    strictTransportSecurity: false,
  })
  await app.register(fastifyCookie)
  // Routes that take files read them as streams and set tighter limits of their own.
  await app.register(fastifyMultipart, {
    limits: { fileSize: 5 * 1024 * 1024, files: 10, fields: 50, fieldSize: 64 * 1024 },
  })
  await app.register(fastifyRateLimit, {
    global: false,
    // Counted in the database so that every instance on it enforces one limit together.
    store: createDatabaseRateLimitStore(db),
    errorResponseBuilder: (_request, context) => tooManyAttempts(context.ttl / 1000),
  })

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Lumbung API',
        description: 'The API of the Lumbung data marketplace',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearerAuth: [] }],
    },
    transform: (document) => {
      const transformed = jsonSchemaTransform(document)
      // Only the API is documented; the SPA's file routes are not.
      if (!isBackendPath(document.url))
        return { ...transformed, schema: { ...transformed.schema, hide: true } }
      return transformed
    },
  })
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Plain-HTTP deployments on a LAN address would otherwise lose the UI's scripts, and the UI sets inline styles.
    transformStaticCSP: (header) =>
      header
        .replace(/\s*upgrade-insecure-requests;?/, '')
        .replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
  })

  const platform = createPlatform({
    config,
    db,
    ...(files ? { files } : {}),
    ...(givenNotices ? { notices: givenNotices } : {}),
    logger: app.log,
    listeningPort: () => {
      const address = app.server.address()
      return typeof address === 'object' && address ? address.port : config.port
    },
  })
  const services = createServices(platform, overrides)
  const { jobs, mail, tokens, usage, notices } = platform
  const gatewayHttp = services.gateway.http
  gatewayDoor.handle = (request, response) => void gatewayHttp.handle(request, response)
  const actorCache = createActorCache(actorCacheOptions)
  const stopForgetting = forgetOnNotices(actorCache, notices)
  registerRequestContext(app, {
    tokens,
    loadActor: (claims) => services.auth.sessions.findActor(claims),
    actorCache,
    checkShareToken: (token, address) => services.deltaSharing.tokens.check(token, address),
  })
  // After the session is read: a signed-in caller is counted by session, anyone else by address.
  registerApiRateLimit(app, createApiRateLimit(createRateLimitBuckets(db), config.apiRateLimit))
  registerUnstorableTextGuard(app)
  registerAuditTrail(app, platform.audit)
  // main.ts starts the poller once the server listens; closing the app waits for the jobs in hand.
  app.decorate('jobs', jobs)
  app.decorate('mail', mail)
  app.decorate('usage', usage)
  app.decorate('notices', notices)
  app.decorate('health', services.health.health)
  if (platform.metrics) registerMetrics(app, platform.metrics, config.metrics.token)
  app.addHook('preClose', async () => {
    app.server.keepAliveTimeout = Math.min(app.server.keepAliveTimeout, closingKeepAliveMs)
  })
  app.addHook('onClose', async () => {
    stopForgetting()
    await jobs.stop()
    await usage.close()
    // Notices handed in belong to whoever made them (another app may still be listening).
    if (!givenNotices) await notices.close()
    await services.shareStores.close()
    mail.transport.close()
  })
  await registerModules(app, services)

  await registerSpa(app, config.webDir)
  return app
}
