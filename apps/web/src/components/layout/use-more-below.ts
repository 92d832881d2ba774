import { useCallback, useEffect, useRef, useState } from 'react'

/** Whether a scrollable box still hides content below its fold; kept current on scroll and resize. */
export function useMoreBelow<T extends HTMLElement>() {
  const viewportRef = useRef<T>(null)
  const [hasMoreBelow, setHasMoreBelow] = useState(false)

  const update = useCallback(() => {
    const viewport = viewportRef.current
    if (!viewport) return
    setHasMoreBelow(viewport.scrollHeight - viewport.scrollTop - viewport.clientHeight > 1)
  }, [])

  useEffect(() => {
    const viewport = viewportRef.current
    if (!viewport || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(update)
    observer.observe(viewport)
    if (viewport.firstElementChild) observer.observe(viewport.firstElementChild)
    update()
    return () => observer.disconnect()
  }, [update])

  return { viewportRef, hasMoreBelow, update }
}
