import { useEffect, useRef, useState } from 'react'
import { limits } from '@lumbung/contract'
import { remainingVisibleMs } from './minimum-loading'

/** True while `isLoading`, and then until the indicator has been visible for at least `minimumMs`. */
export function useMinimumLoading(isLoading: boolean, minimumMs: number = limits.minimumLoadingMs): boolean {
  const [isVisible, setIsVisible] = useState(isLoading)
  const shownAt = useRef<number | null>(isLoading ? Date.now() : null)

  useEffect(() => {
    if (isLoading) {
      shownAt.current ??= Date.now()
      setIsVisible(true)
      return undefined
    }
    if (shownAt.current === null) {
      setIsVisible(false)
      return undefined
    }
    const timer = setTimeout(
      () => {
        shownAt.current = null
        setIsVisible(false)
      },
      remainingVisibleMs(shownAt.current, Date.now(), minimumMs),
    )
    return () => clearTimeout(timer)
  }, [isLoading, minimumMs])

  return isVisible
}
