import { useCallback, useLayoutEffect, useRef, useState } from 'react'

/**
 * Pending and error state for one async action, for screens that must stay off the query library
 * (the sign-in screen keeps its first load small).
 */
export function useAsyncAction<Input, Output>(action: (input: Input) => Promise<Output>) {
  const [isPending, setIsPending] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const actionRef = useRef(action)
  useLayoutEffect(() => {
    actionRef.current = action
  })

  const run = useCallback(async (input: Input): Promise<Output> => {
    setIsPending(true)
    setError(null)
    try {
      return await actionRef.current(input)
    } catch (failure) {
      setError(failure)
      throw failure
    } finally {
      setIsPending(false)
    }
  }, [])

  return { run, isPending, error, reset: () => setError(null) }
}
