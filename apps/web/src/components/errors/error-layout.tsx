import { Button, Group, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useT } from '../../lib/i18n/i18n'
import { ValidationMessage } from '../field-error/validation-message'

export interface ErrorLayoutProps {
  code?: string
  title: string
  message?: string
  actions?: ReactNode
  testId: string
}

/** The shared look of the 404, 500 and generic error screens. */
export function ErrorLayout({ code, title, message, actions, testId }: ErrorLayoutProps) {
  const t = useT()
  return (
    <Stack align="center" justify="center" gap="md" mih="60vh" p="xl" data-testid={testId}>
      {code ? (
        <Text fz={96} fw={800} lh={1} c="lumbung.2" aria-hidden>
          {code}
        </Text>
      ) : null}
      <Title order={1} size="h2" ta="center">
        {/* A route's failure carries the server's or the client's English; it reads in the page's language. */}
        <ValidationMessage>{title}</ValidationMessage>
      </Title>
      {message ? (
        <Text c="dimmed" ta="center" maw={520}>
          {message}
        </Text>
      ) : null}
      <Group gap="sm" mt="sm">
        {actions ?? (
          <Button component="a" href="/">
            {t('state.goHome')}
          </Button>
        )}
      </Group>
    </Stack>
  )
}

export function ReloadButton() {
  const t = useT()
  return (
    <Button variant="default" onClick={() => window.location.reload()}>
      {t('state.reload')}
    </Button>
  )
}
