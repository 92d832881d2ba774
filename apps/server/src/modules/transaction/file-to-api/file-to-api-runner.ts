import { randomUUID } from 'node:crypto'
import { fileToApiErrorMessages as said } from '@lumbung/contract'
import type { JobHandler } from '../../jobs'
import { createRun, RunStopped, type RunDependencies } from './file-to-api-run'
import { RunLost } from './file-to-api.repository'

export const fileToApiQueue = 'file-to-api.run'
export interface FileToApiRunPayload {
  jobId: string
}

/**
 * The queue's handler of file-to-API runs. A run taken again after its worker died (the lease ran
 * out) or after a failed attempt goes on at its cursor. A run that stops for a reason of its own
 * (a refused purchase, a bad row) or fails on its last attempt ends FAILED with its code, and keeps
 * the rows done so far as a partial result.
 */
export function createFileToApiRunner(dependencies: RunDependencies): JobHandler<FileToApiRunPayload> {
  const log = dependencies.logger.child({ component: 'file-to-api' })
  const ignoreLost = (error: unknown) => {
    if (!(error instanceof RunLost)) throw error
  }

  return async (payload, info) => {
    const runToken = randomUUID()
    const job = await dependencies.repository.startRun(
      payload.jobId,
      runToken,
      info.attempt,
      info.maxAttempts,
    )
    // Ended already (or removed): there is nothing left to do.
    if (!job) return
    const run = createRun(dependencies, job, runToken, info.signal)
    try {
      await run.go()
    } catch (error) {
      if (error instanceof RunLost) {
        log.warn({ jobId: job.id }, 'a file-to-API run was taken over or handed back; this worker stops')
        return
      }
      if (error instanceof RunStopped) {
        await run.stop(error.code, error.message).catch(ignoreLost)
        return
      }
      if (info.attempt >= info.maxAttempts) {
        log.error({ err: error, jobId: job.id }, 'a file-to-API run failed on its last attempt')
        await run.stop('RUN_FAILED', said.runFailed).catch(ignoreLost)
        return
      }
      throw error
    }
  }
}
