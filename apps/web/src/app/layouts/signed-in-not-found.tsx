import { QueryClientProvider } from '@tanstack/react-query'
import { NotFoundScreen } from '../../components/errors/not-found-screen'
import { queryClient } from '../query-client'
import { AppShellLayout } from './app-shell-layout'

export default function SignedInNotFound() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppShellLayout>
        <NotFoundScreen />
      </AppShellLayout>
    </QueryClientProvider>
  )
}
