/** One environment variable the server reads: the README table is generated from the list below. */
export interface EnvironmentVariable {
  name: string
  default: string
  description: string
}

/** Every variable the server reads. The README's environment table is written from this list. */
export const environmentVariables: readonly EnvironmentVariable[] = [
  { name: 'PORT', default: '3000', description: 'HTTP port the server listens on.' },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface the server binds to.' },
  {
    name: 'LUMBUNG_DATA_DIR',
    default: './data',
    description:
      'Data folder (resolved from the working directory): the embedded database (`pglite/`), the generated key file (`keys.json`) and stored files.',
  },
  {
    name: 'DATABASE_URL',
    default: '(unset: embedded PGlite)',
    description:
      'PostgreSQL connection string (PostgreSQL 15 or newer). When set, the embedded database is not used, demo data is never seeded at start, and LUMBUNG_JWT_SECRET and LUMBUNG_MASTER_KEY are required.',
  },
  {
    name: 'LUMBUNG_JWT_SECRET',
    default: '(generated into keys.json)',
    description:
      'Secret that signs access tokens (HS256), at least 32 characters. Every instance must share it.',
  },
  {
    name: 'LUMBUNG_MASTER_KEY',
    default: '(generated into keys.json)',
    description:
      'Master key for secrets at rest (AES-256-GCM): 32 bytes as base64 or 64 hex characters. Losing it makes stored credentials unreadable.',
  },
  {
    name: 'LUMBUNG_PREVIOUS_MASTER_KEYS',
    default: '(none)',
    description:
      'While rotating the master key: the old key(s), comma-separated, so secrets they wrapped still open until `npm run cli -- rotate-master-key` rewraps them (docs/deploy.md).',
  },
  {
    name: 'LUMBUNG_METRICS',
    default: 'off',
    description:
      '`on` serves Prometheus metrics at `/metrics`: request latency per route, metered events by outcome, job queue depth and age, database pool use, process figures (docs/deploy.md).',
  },
  {
    name: 'LUMBUNG_METRICS_TOKEN',
    default: '(unset: no token)',
    description:
      'With LUMBUNG_METRICS=on, scrapes must send `Authorization: Bearer <token>`; anything else gets 404. At least 32 characters.',
  },
  {
    name: 'LUMBUNG_SHUTDOWN_DRAIN_MS',
    default: '0',
    description:
      'On SIGTERM, milliseconds during which `/api/health/ready` answers 503 while requests are still served, before the server stops taking them. Behind a load balancer, set it above the readiness probe interval.',
  },
  {
    name: 'LUMBUNG_JOB_LEASE_SECONDS',
    default: '60',
    description:
      "Seconds a running background job (delivery, file-to-API run, month close, mail) stays its instance's while that instance stops renewing it: after a crash, another instance takes the job over once this has passed. A stopping instance hands its jobs back at once.",
  },
  {
    name: 'LUMBUNG_WEB_DIR',
    default: 'apps/web/dist',
    description: 'Folder of the built web app served with history fallback.',
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    description:
      'fatal, error, warn, info, debug, trace or silent. Each request is logged at debug; at info only slow ones (over 1 s) and, at warn, server failures.',
  },
  {
    name: 'TRUST_PROXY',
    default: '(unset: off)',
    description:
      'Set when behind a reverse proxy so client addresses come from X-Forwarded-For: `true`, a hop count, or a comma-separated list of trusted addresses/CIDRs.',
  },
  {
    name: 'LUMBUNG_AUTH_RATE_LIMIT',
    default: '10',
    description:
      'Failed sign-ins allowed per minute per client address across all accounts (successes are not counted), and requests for signup, forgotten password and resent verification per minute per address (and per 15 minutes per account). See Sign-in limits.',
  },
  {
    name: 'LUMBUNG_API_RATE_BURST',
    default: '300',
    description:
      'Requests one signed-in session (or, before signing in, one client address) may make to `/api` in any 10 seconds, counted by every instance together; beyond it the API answers 429 TOO_MANY_REQUESTS with Retry-After. Health checks and gateway calls are not counted. See Request limits.',
  },
  {
    name: 'LUMBUNG_API_RATE_SUSTAINED',
    default: '3000',
    description:
      'Requests one session (or client address) may make to `/api` in any 10 minutes, the sustained rate beside LUMBUNG_API_RATE_BURST.',
  },
  {
    name: 'LUMBUNG_PUBLIC_URL',
    default: 'http://localhost:${PORT}',
    description:
      'The address users reach Lumbung at; links in mail (verification, password reset, invitations) start with it.',
  },
  {
    name: 'SMTP_URL',
    default: '(unset: outbox)',
    description:
      'SMTP server for outgoing mail, as `smtp://user:password@host:587` (STARTTLS when offered) or `smtps://user:password@host:465`. Unset, mail is kept in the `mail_outbox` table instead of being sent.',
  },
  {
    name: 'MAIL_FROM',
    default: 'Lumbung <no-reply@lumbung.local>',
    description: 'Sender of outgoing mail.',
  },
  {
    name: 'LUMBUNG_DEV_MAILBOX',
    default: 'auto',
    description:
      'The development mailbox (`/dev/mailbox` and `GET /api/dev/mailbox`) shows every message in the outbox, only to requests from the server machine itself (the connection loopback address, never a forwarded header) and to signed-in operators; anyone else gets a 404. `auto` turns it on only with the embedded database and SMTP_URL unset (off with DATABASE_URL); `off` keeps mail in the outbox but hides it; `on` shows it with either database and requires SMTP_URL to be unset. The start-up log says whether it is on.',
  },
  {
    name: 'LUMBUNG_OUTBOX_RETENTION_DAYS',
    default: '7',
    description:
      'Days a message stays in the outbox (`mail_outbox`) before a periodic job deletes it. Queued mail keeps its text only until it is delivered.',
  },
  {
    name: 'LUMBUNG_AUDIT_RETENTION_DAYS',
    default: '400',
    description:
      "Days the audit trail (`audit_log`: sign-ins, refused calls, key and setting changes, operators' reads) keeps a row before a daily job deletes it.",
  },
  {
    name: 'LUMBUNG_SESSION_MAX_DAYS',
    default: '30',
    description:
      'Days a sign-in lasts at most: refreshing gives a new 24-hour refresh token, but never past this many days after the password was entered.',
  },
  {
    name: 'LUMBUNG_OPERATOR_SECOND_FACTOR',
    default: 'required',
    description:
      '`required`: an operator without a second factor who signs in can only add one (an authenticator app or a passkey) before anything else. `optional` leaves it to each operator (the test suites and browser journeys use it).',
  },
  {
    name: 'LUMBUNG_INVITATIONS_PER_HOUR',
    default: '20',
    description:
      'Invitations one company may send per hour (each attempt counts, refused ones too), so the invite form cannot be used to test which addresses have accounts.',
  },
  {
    name: 'LUMBUNG_DATA_NEED_REQUESTS_PER_DAY',
    default: '5',
    description:
      'Data-need requests one company may send per calendar day (Asia/Jakarta); each one is mailed to every operator.',
  },
  {
    name: 'LUMBUNG_ALLOW_LOCAL_STORAGE',
    default: 'auto',
    description:
      'Whether storage settings of type LOCAL (a folder under `${LUMBUNG_DATA_DIR}/local-buckets/<tenant id>/`) may be added. `auto` allows them with the embedded database and refuses them when DATABASE_URL is set (several instances do not share a disk); `on` or `off` decide outright.',
  },
  {
    name: 'LUMBUNG_UPLOAD_MAX_MB',
    default: '2048',
    description:
      'Largest data file (data asset or file dataset) one upload may carry, in MB (1 MB = 1,048,576 bytes). Uploads are streamed to storage, so this bounds disk, not memory.',
  },
  {
    name: 'LUMBUNG_SEED',
    default: 'auto',
    description:
      '`auto` seeds demo accounts on the first start of an empty embedded database; `never` skips it. A PostgreSQL database is seeded only by `npm run seed`.',
  },
  {
    name: 'LUMBUNG_ALLOW_PRIVATE_URLS',
    default: 'false',
    description:
      'Development only: let API datasets and the gateway call private, loopback and link-local addresses. Off, such addresses are refused (the built-in demo upstream is still reachable).',
  },
  {
    name: 'LUMBUNG_DEMO_UPSTREAM',
    default: 'auto',
    description:
      'The built-in demo upstream under `/demo-upstream/v1` (NIK–phone match, city weather, postal codes) that the demo API datasets call. `auto` serves it with the embedded database; `on` or `off` force it.',
  },
  {
    name: 'LUMBUNG_GATEWAY_RATE_PER_SECOND',
    default: '20',
    description:
      'Calls per second each gateway key may make on each instance (a token bucket); beyond it the gateway answers 429 RATE_LIMITED with Retry-After.',
  },
  {
    name: 'LUMBUNG_GATEWAY_RATE_BURST',
    default: '40',
    description: 'Calls a gateway key may make at once before LUMBUNG_GATEWAY_RATE_PER_SECOND applies.',
  },
  {
    name: 'LUMBUNG_GATEWAY_CONNECT_TIMEOUT_MS',
    default: '5000',
    description: "How long the gateway waits to connect to a provider's API.",
  },
  {
    name: 'LUMBUNG_GATEWAY_TIMEOUT_MS',
    default: '30000',
    description:
      "How long the gateway waits for a provider's whole answer; beyond it the call ends in 504 UPSTREAM_TIMEOUT and is not billed.",
  },
  {
    name: 'LUMBUNG_GATEWAY_MAX_RESPONSE_MB',
    default: '10',
    description:
      "Largest answer from a provider's API the gateway passes on, in MB; a larger one ends in 502 RESPONSE_TOO_LARGE and is not billed.",
  },
  {
    name: 'LUMBUNG_GATEWAY_MAX_REQUEST_MB',
    default: '1',
    description: 'Largest request body a gateway call may carry, in MB (413 REQUEST_TOO_LARGE beyond it).',
  },
  {
    name: 'LUMBUNG_VAT_PERCENT',
    default: '11',
    description:
      'VAT (PPN) added to every consumer invoice as its own line, in percent of the subtotal (at most two decimals); rounded once per invoice, half up.',
  },
  {
    name: 'LUMBUNG_PLATFORM_FEE_PERCENT',
    default: '10',
    description:
      "The platform fee kept from each provider's monthly gross, in percent (at most two decimals); the settlement pays out the rest.",
  },
  {
    name: 'LUMBUNG_INVOICE_DUE_DAYS',
    default: '30',
    description: 'Days after an invoice is issued (at month close) before it shows as overdue while unpaid.',
  },
  {
    name: 'LUMBUNG_PAYMENT_BANK',
    default: 'Bank Central Asia (BCA)',
    description:
      'The bank of the platform account consumers pay their invoices into, printed under "How to pay" on every invoice PDF. Set the three LUMBUNG_PAYMENT_ variables to your own account before issuing real invoices; the defaults are the demo\'s.',
  },
  {
    name: 'LUMBUNG_PAYMENT_ACCOUNT_NUMBER',
    default: '5270123456',
    description: 'The number of that account (digits, 5 to 30).',
  },
  {
    name: 'LUMBUNG_PAYMENT_ACCOUNT_HOLDER',
    default: 'Lumbung',
    description: 'The name the account is held in, as the bank shows it to the payer.',
  },
  {
    name: 'LUMBUNG_S3_BUCKET',
    default: '(unset: local disk)',
    description:
      "Bucket for the platform's own files (profile photos, logos, verification documents, dataset files, data assets). Unset, they are kept under `${LUMBUNG_DATA_DIR}/files`; set it when running several instances, which do not share a disk.",
  },
  {
    name: 'LUMBUNG_S3_ENDPOINT',
    default: '(unset: AWS)',
    description: 'Address of an S3-compatible store other than AWS (MinIO, Ceph, R2 and the like).',
  },
  {
    name: 'LUMBUNG_S3_REGION',
    default: 'us-east-1',
    description: 'Region of the bucket.',
  },
  {
    name: 'LUMBUNG_S3_ACCESS_KEY_ID',
    default: '(unset: default AWS credentials)',
    description:
      'Access key for the bucket. Unset, the AWS default chain (environment, profile, instance role) is used.',
  },
  {
    name: 'LUMBUNG_S3_SECRET_ACCESS_KEY',
    default: '(unset)',
    description: 'Secret for LUMBUNG_S3_ACCESS_KEY_ID; required when it is set.',
  },
  {
    name: 'LUMBUNG_S3_FORCE_PATH_STYLE',
    default: 'false',
    description:
      '`true` addresses the bucket as `endpoint/bucket/key` instead of `bucket.endpoint/key`, as most self-hosted stores need.',
  },
  {
    name: 'LUMBUNG_S3_PREFIX',
    default: '(unset)',
    description:
      'Folder inside the bucket that every key starts with, such as `lumbung/`, to share a bucket.',
  },
  {
    name: 'LUMBUNG_SHARE_STORE_B_URL',
    default: '(unset: store B in this database)',
    description:
      "Address of the share-store process (`npm run share-store`) that holds share B of every secret-share dataset, such as `http://store-b.internal:3100`. Unset, both share stores live in this database under different keys. Set, new uploads push store B's shares there and queries ask it for partial sums, so no single operator holds both shares.",
  },
  {
    name: 'LUMBUNG_SHARE_STORE_B_TOKEN',
    default: '(unset)',
    description:
      'Shared secret, at least 32 characters, that the server sends to the share-store process and that process requires. Required with LUMBUNG_SHARE_STORE_B_URL, and by `npm run share-store`.',
  },
  {
    name: 'LUMBUNG_SHARE_STORE_PORT',
    default: '3100',
    description: '`npm run share-store` only: the port the share-store process listens on.',
  },
  {
    name: 'LUMBUNG_SHARE_STORE_HOST',
    default: '127.0.0.1',
    description:
      '`npm run share-store` only: the interface it binds to (`0.0.0.0` to be reached from another machine).',
  },
  {
    name: 'LUMBUNG_SHARE_STORE_DATA_DIR',
    default: './data-share-store',
    description:
      "`npm run share-store` only: its own data folder, holding its embedded database (`pglite/`) and its generated key file (`keys.json`). Keep it away from the main server's data folder.",
  },
  {
    name: 'LUMBUNG_SHARE_STORE_DATABASE_URL',
    default: '(unset: embedded PGlite)',
    description:
      "`npm run share-store` only: a PostgreSQL database of its own (never the main server's). When set, LUMBUNG_SHARE_STORE_MASTER_KEY is required.",
  },
  {
    name: 'LUMBUNG_SHARE_STORE_MASTER_KEY',
    default: '(generated into its keys.json)',
    description:
      "`npm run share-store` only: its own master key (32 bytes as base64 or 64 hex characters), which seals the store's per-dataset keys. Never the main server's LUMBUNG_MASTER_KEY.",
  },
]
