import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Database, Executor } from '../../db/database'
import type { JobRow } from '../../db/schema'
import { currentRequestId, runWithRequestId } from '../../lib/request-scope'
import { createScheduler, type ScheduleOptions } from './job-scheduler'
import { createJobsRepository } from './jobs.repository'

export interface JobInfo {
  id: string
  queue: string
  /** 1 on the first run. */
  attempt: number
  maxAttempts: number
  /**
   * Aborted when a stopping instance hands the job back to the queue: a long handler checks it between
   * steps and returns, so that the instance taking the job over is the only one working on it.
   */
  signal: AbortSignal
}

export type JobHandler<Payload> = (payload: Payload, job: JobInfo) => Promise<void>

export interface EnqueueOptions {
  /** The caller's transaction: the job exists only if the caller's change commits. */
  executor?: Executor | undefined
  /** Not before this time (default: now). */
  runAt?: Date | undefined
  /** Runs in all, first one included (default 5). */
  maxAttempts?: number | undefined
}

export interface SingletonEnqueueOptions extends EnqueueOptions {
  /** While a job of the queue with this key is queued or running, enqueuing is a no-op (answers null). */
  singletonKey: string
}

export interface WorkOptions {
  /** Jobs of this queue run at once on this instance (default 1). */
  concurrency?: number
  /** Jobs of this queue run at once on all instances together (default: no cap but `concurrency`). */
  maxRunning?: number
  /**
   * What a finished job (done, or failed for good) keeps of its payload; by default all of it. A
   * queue whose payload carries something live (a mailed one-time link) keeps only what identifies it.
   */
  keptPayload?: (payload: unknown) => unknown
}

/** Thrown by a handler when retrying cannot help (bad payload): the job fails at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError'
}

export interface Jobs {
  /** Answers the new job's id, or null when a singleton with the same key is queued or running. */
  enqueue<Payload>(queue: string, payload: Payload, options: SingletonEnqueueOptions): Promise<string | null>
  enqueue<Payload>(queue: string, payload: Payload, options?: EnqueueOptions): Promise<string>
  /** Registers the handler of a queue; the poller (start) or drain runs it. */
  work<Payload>(queue: string, handler: JobHandler<Payload>, options?: WorkOptions): void
  /**
   * Queues a job on the queue at every occurrence of a cron expression (its payload:
   * `{ scheduledFor }`, an ISO time), once across all instances. The queue still needs `work`.
   */
  schedule(queue: string, options: ScheduleOptions): void
  /** Queues the occurrences that are due; the poller and drain do it on their own. */
  runSchedules(): Promise<number>
  /** Starts polling every registered queue. */
  start(): void
  /**
   * Stops polling and waits for the jobs in hand, up to `handBackAfterMs`; jobs still running then are
   * handed back to the queue (their handlers' signals abort), so another instance takes them at once.
   */
  stop(options?: StopOptions): Promise<void>
  /**
   * Runs every due job of the given queues (default: all registered) one after another until none is
   * due, and answers how many ran. Tests use it to run the queue deterministically.
   */
  drain(queues?: readonly string[]): Promise<number>
  /** Unfinished and recently failed jobs per queue and status, for metrics and the operator. */
  depths(): Promise<{ queue: string; status: string; count: number; oldestSeconds: number }[]>
}

export interface StopOptions {
  /** How long the jobs in hand may take to finish before they are handed back (default 5 s). */
  handBackAfterMs?: number
}

export interface JobsOptions {
  db: Database
  logger: FastifyBaseLogger
  pollIntervalMs?: number
  /** A running job whose lease is not renewed for this long is taken again by any instance. */
  leaseSeconds?: number
  /** The wait before the second attempt; it doubles with every further attempt. */
  retryDelaySeconds?: number
  maxRetryDelaySeconds?: number
}

interface Worker {
  handler: JobHandler<unknown>
  concurrency: number
  maxRunning: number | undefined
  running: number
  keptPayload: ((payload: unknown) => unknown) | undefined
}

const defaultMaxAttempts = 5
const maintenanceIntervalMs = 60_000
const keepDoneSeconds = 7 * 24 * 3600
const keepFailedSeconds = 30 * 24 * 3600
const drainLimit = 10_000
const maxErrorLength = 2000
const defaultHandBackAfterMs = 5000

/** The wait before attempt `attempt + 1`: exponential, capped. */
export function retryDelaySeconds(attempt: number, baseSeconds: number, maxSeconds: number): number {
  return Math.min(baseSeconds * 2 ** Math.max(0, attempt - 1), maxSeconds)
}

function describeError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  return text.slice(0, maxErrorLength)
}

export function createJobs({
  db,
  logger,
  pollIntervalMs = 1000,
  leaseSeconds = 60,
  retryDelaySeconds: baseDelaySeconds = 10,
  maxRetryDelaySeconds = 3600,
}: JobsOptions): Jobs {
  const repository = createJobsRepository(db)
  const scheduler = createScheduler({ db, repository })
  const workers = new Map<string, Worker>()
  const inFlight = new Set<Promise<void>>()
  const log = logger.child({ component: 'jobs' })
  let isStarted = false
  let isTicking = false
  let timer: NodeJS.Timeout | undefined
  let lastMaintenanceAt = 0
  /** The jobs this instance is running: what it hands back if it stops before they end. */
  const held = new Map<string, { lockedBy: string; controller: AbortController }>()

  async function run(queue: string, worker: Worker, job: JobRow): Promise<void> {
    const lockedBy = job.lockedBy!
    const controller = new AbortController()
    const info: JobInfo = {
      id: job.id,
      queue,
      attempt: job.attempts,
      maxAttempts: job.maxAttempts,
      signal: controller.signal,
    }
    held.set(job.id, { lockedBy, controller })
    worker.running += 1
    // Renewing well inside the lease keeps a long job from being taken by another instance.
    const heartbeat = setInterval(
      () => {
        repository.renewLease(job.id, lockedBy).catch((error: unknown) => {
          log.warn({ err: error, jobId: job.id }, 'could not renew a job lease')
        })
      },
      Math.max(1000, (leaseSeconds * 1000) / 3),
    )
    heartbeat.unref()
    try {
      // The job's lines carry the id of the request that asked for it, or the job's own.
      await runWithRequestId(job.requestId ?? `job-${job.id}`, () => worker.handler(job.payload, info))
      clearInterval(heartbeat)
      await repository.complete(job.id, lockedBy, worker.keptPayload?.(job.payload))
    } catch (error) {
      clearInterval(heartbeat)
      const isFinal = error instanceof PermanentJobError || job.attempts >= job.maxAttempts
      const retryIn = isFinal ? null : retryDelaySeconds(job.attempts, baseDelaySeconds, maxRetryDelaySeconds)
      const context = { err: error, jobId: job.id, queue, attempt: job.attempts }
      if (isFinal) log.error(context, 'job failed for good')
      else log.warn({ ...context, retryInSeconds: retryIn }, 'job failed; it will be retried')
      const finalPayload = isFinal ? worker.keptPayload?.(job.payload) : undefined
      await repository
        .fail(job.id, lockedBy, describeError(error), retryIn, finalPayload)
        .catch((failError: unknown) => {
          // The lease runs out and another run takes the job again.
          log.error({ err: failError, jobId: job.id }, 'could not record a job failure')
        })
    } finally {
      held.delete(job.id)
      worker.running -= 1
    }
  }

  async function claim(queue: string, worker: Worker, limit: number): Promise<JobRow[]> {
    return repository.claim(queue, limit, leaseSeconds, randomUUID(), worker.maxRunning)
  }

  async function maintain() {
    // Schedules are looked at on every poll so an occurrence is queued within a poll of its time; a
    // failure there must not keep the queued jobs from running.
    await scheduler.runDue().catch((error: unknown) => {
      log.error({ err: error }, 'could not queue the scheduled jobs')
    })
    if (Date.now() - lastMaintenanceAt < maintenanceIntervalMs) return
    lastMaintenanceAt = Date.now()
    const abandoned = await repository.failAbandoned(leaseSeconds)
    if (abandoned > 0)
      log.error({ count: abandoned }, 'jobs failed: their worker stopped during the last attempt')
    await repository.purgeFinished(keepDoneSeconds, keepFailedSeconds)
  }

  async function tick() {
    if (isTicking) return
    isTicking = true
    try {
      await maintain()
      const withRoom = [...workers].filter(([, worker]) => worker.concurrency > worker.running)
      const withWork = await repository.queuesWithWork(
        withRoom.map(([queue]) => queue),
        leaseSeconds,
      )
      for (const [queue, worker] of withRoom) {
        if (!isStarted || !withWork.has(queue)) continue
        for (const job of await claim(queue, worker, worker.concurrency - worker.running)) {
          const running = run(queue, worker, job).finally(() => {
            inFlight.delete(running)
            // A finished job frees a slot: look for the next one now rather than at the next poll.
            if (isStarted) schedule(0)
          })
          inFlight.add(running)
        }
      }
    } catch (error) {
      log.error({ err: error }, 'polling the job queue failed')
    } finally {
      isTicking = false
      if (isStarted) schedule(pollIntervalMs)
    }
  }

  function schedule(delayMs: number) {
    if (timer) clearTimeout(timer)
    timer = setTimeout(() => void tick(), delayMs)
  }

  async function enqueue(queue: string, payload: unknown, options?: EnqueueOptions): Promise<string>
  async function enqueue(
    queue: string,
    payload: unknown,
    options: SingletonEnqueueOptions,
  ): Promise<string | null>
  async function enqueue(
    queue: string,
    payload: unknown,
    options: EnqueueOptions & { singletonKey?: string } = {},
  ): Promise<string | null> {
    const maxAttempts = options.maxAttempts ?? defaultMaxAttempts
    if (!Number.isInteger(maxAttempts) || maxAttempts < 1) {
      throw new RangeError('maxAttempts must be a whole number of at least 1')
    }
    return repository.insert(
      {
        queue,
        payload,
        runAt: options.runAt,
        maxAttempts,
        requestId: currentRequestId(),
        singletonKey: options.singletonKey,
      },
      options.executor,
    )
  }

  return {
    enqueue,

    work(queue, handler, options = {}) {
      if (workers.has(queue)) throw new Error(`The job queue "${queue}" already has a handler`)
      const concurrency = options.concurrency ?? 1
      if (!Number.isInteger(concurrency) || concurrency < 1) {
        throw new RangeError('concurrency must be a whole number of at least 1')
      }
      const { maxRunning } = options
      if (maxRunning !== undefined && (!Number.isInteger(maxRunning) || maxRunning < 1)) {
        throw new RangeError('maxRunning must be a whole number of at least 1')
      }
      workers.set(queue, {
        handler: handler as JobHandler<unknown>,
        concurrency: Math.min(concurrency, maxRunning ?? concurrency),
        maxRunning,
        running: 0,
        keptPayload: options.keptPayload,
      })
    },

    start() {
      if (isStarted) return
      isStarted = true
      // The schedules that run at start are queued before the first poll, which then takes them.
      void scheduler
        .queueStartRuns()
        .catch((error: unknown) => log.error({ err: error }, 'could not queue the start-up jobs'))
        .finally(() => {
          if (isStarted) schedule(0)
        })
    },

    async stop({ handBackAfterMs = defaultHandBackAfterMs } = {}) {
      isStarted = false
      if (timer) clearTimeout(timer)
      timer = undefined
      let waitTimer: NodeJS.Timeout | undefined
      const isEveryJobDone = await Promise.race([
        Promise.allSettled([...inFlight]).then(() => true),
        new Promise<boolean>((resolve) => (waitTimer = setTimeout(() => resolve(false), handBackAfterMs))),
      ])
      clearTimeout(waitTimer)
      if (isEveryJobDone) return
      // What is still running goes back to the queue now rather than when its lease runs out. Its handler
      // is told to stop; whatever it still writes under the old lease is ignored (lockedBy no longer matches).
      const handedBack: string[] = []
      for (const [id, { lockedBy, controller }] of held) {
        controller.abort()
        if (await repository.release(id, lockedBy).catch(() => false)) handedBack.push(id)
      }
      held.clear()
      inFlight.clear()
      if (handedBack.length > 0) log.warn({ jobIds: handedBack }, 'handed unfinished jobs back to the queue')
    },

    schedule: (queue, options) => scheduler.add(queue, options),
    runSchedules: () => scheduler.runDue(),
    depths: () => repository.depths(),
    async drain(queues) {
      const names = queues ?? [...workers.keys()]
      await scheduler.runDue()
      await repository.failAbandoned(leaseSeconds)
      let count = 0
      for (let isIdle = false; !isIdle && count < drainLimit;) {
        isIdle = true
        for (const queue of names) {
          const worker = workers.get(queue)
          if (!worker) throw new Error(`The job queue "${queue}" has no handler`)
          const [job] = await claim(queue, worker, 1)
          if (!job) continue
          isIdle = false
          count += 1
          await run(queue, worker, job)
        }
      }
      return count
    },
  }
}
