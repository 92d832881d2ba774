import { MantineProvider } from '@mantine/core'
import { NavigationProgress } from '@mantine/nprogress'
import type { ReactNode } from 'react'
import { limits } from '@lumbung/contract'
import { FeedbackHost } from '../components/feedback/feedback-host'
import { cssVariablesResolver, theme } from './theme'

/**
 * Providers around the whole app. The query client is provided by the lazy QueryLayout route
 * (app/layouts/query-layout.tsx), and the modal and toast hosts load on first use (FeedbackHost).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <NavigationProgress size={limits.progressBarPx} aria-label="Page loading" />
      {children}
      <FeedbackHost />
    </MantineProvider>
  )
}
