import type { QueryClient } from '@tanstack/react-query'
import { lazyModule } from '../lib/lazy-import'

/** The query client, loaded on first need (signed-out screens never need it). */
export const loadQueryClient: () => Promise<QueryClient> = lazyModule(() =>
  import('./query-client').then((module) => module.queryClient),
)
