import { gatewayErrors } from '@lumbung/contract'
import type { GatewayAnswer, GatewayCall, GatewayCaller } from '../../gateway'

export interface CallOptions {
  sleep: (milliseconds: number) => Promise<void>
  /** Seconds of RATE_LIMITED waits allowed in all before the refusal is the answer. */
  maxWaitSeconds: number
  /** Runs before each retry; throws to give up (the run was taken over). */
  beforeRetry?: () => Promise<void>
}

const minWaitSeconds = 1
const maxSingleWaitSeconds = 60

/**
 * One row's call through the gateway. A RATE_LIMITED answer is the product's rate limit speaking: the
 * row waits the Retry-After seconds and is sent again. A refused call is not billable, so the retry is
 * not a second charge; every other answer is the row's.
 */
export async function callThroughGateway(
  caller: GatewayCaller,
  call: GatewayCall,
  { sleep, maxWaitSeconds, beforeRetry }: CallOptions,
): Promise<GatewayAnswer> {
  let waited = 0
  for (;;) {
    const answer = await caller.call(call)
    if (answer.errorCode !== gatewayErrors.rateLimited.code) return answer
    const seconds = Math.min(
      Math.max(answer.retryAfterSeconds ?? minWaitSeconds, minWaitSeconds),
      maxSingleWaitSeconds,
    )
    if (waited + seconds > maxWaitSeconds) return answer
    await sleep(seconds * 1000)
    waited += seconds
    await beforeRetry?.()
  }
}
