import { useLayoutEffect, useRef, useState } from 'react'
import { limits } from '@lumbung/contract'
import { remainingVisibleMs } from './minimum-loading'

/** True while `isLoading`, and then until the indicator has been visible for at least `minimumMs`. */
export function useMinimumLoading(isLoading: boolean, minimumMs: number = limits.minimumLoadingMs): boolean {
  // Whether the indicator is held on after loading ended; while loading it shows regardless.
  const [isHeld, setIsHeld] = useState(false)
  const shownAt = useRef<number | null>(null)

  // A layout effect, so the hold begins before the browser paints the frame in which loading ended.
  useLayoutEffect(() => {
    if (isLoading) {
      shownAt.current ??= Date.now()
      return undefined
    }
    if (shownAt.current === null) return undefined
    const remaining = remainingVisibleMs(shownAt.current, Date.now(), minimumMs)
    shownAt.current = null
    if (remaining <= 0) return undefined
    setIsHeld(true)
    const timer = setTimeout(() => setIsHeld(false), remaining)
    return () => clearTimeout(timer)
  }, [isLoading, minimumMs])

  return isLoading || isHeld
}
