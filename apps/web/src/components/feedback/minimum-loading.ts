import { limits } from '@lumbung/contract'

/**
 * How much longer a loading indicator must stay so it is shown for at least `minimumMs`; a flash of a
 * spinner reads as a glitch.
 */
export function remainingVisibleMs(
  shownAt: number,
  now: number,
  minimumMs: number = limits.minimumLoadingMs,
): number {
  return Math.max(0, shownAt + minimumMs - now)
}
