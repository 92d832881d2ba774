import { MantineProvider } from '@mantine/core'
import type { ReactNode } from 'react'
import { FeedbackHost } from '../components/feedback/feedback-host'
import { NavigationProgressHost } from './navigation-progress'
import { cssVariablesResolver, theme } from './theme'

/**
 * Providers around the whole app. The query client is provided by the lazy QueryLayout route
 * (app/layouts/query-layout.tsx); the modal and toast hosts load on first use (FeedbackHost), and the
 * progress bar the first time a navigation lasts long enough to show it (NavigationProgressHost).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <NavigationProgressHost />
      {children}
      <FeedbackHost />
    </MantineProvider>
  )
}
