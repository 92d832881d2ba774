import { MantineProvider } from '@mantine/core'
import { useEffect, useMemo, type ReactNode } from 'react'
import { FeedbackHost } from '../components/feedback/feedback-host'
import { NavigationProgressHost } from './navigation-progress'
import { useLanguage } from '../lib/i18n/i18n'
import { loadValidationTexts } from '../lib/i18n/use-validation-message'
import { cssVariablesResolver, localisedTheme } from './theme'

/**
 * Providers around the whole app. The query client is provided by the lazy QueryLayout route
 * (app/layouts/query-layout.tsx); the modal and toast hosts load on first use (FeedbackHost), and the
 * progress bar the first time a navigation lasts long enough to show it (NavigationProgressHost).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const language = useLanguage()
  // The names of icon-only controls are in the page's language: a theme of their own for each.
  const theme = useMemo(() => {
    void language
    return localisedTheme()
  }, [language])
  // A page in Indonesian fetches the texts of the server's messages at once (a chunk of its own, after
  // the first script), so a refusal reads in Indonesian the moment it is shown.
  useEffect(() => {
    if (language !== 'en') void loadValidationTexts()
  }, [language])
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <NavigationProgressHost />
      {children}
      <FeedbackHost />
    </MantineProvider>
  )
}
