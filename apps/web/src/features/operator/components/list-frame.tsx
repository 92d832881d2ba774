import 'mantine-datatable/styles.css'
import { Alert, Paper, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { errorMessageOf } from '../../../lib/api-error'
import { pageWidth } from '../../../components/layout/page-width'
import { useT } from '../../../lib/i18n/i18n'
import { operatorLabelTexts } from '../operator-labels.texts'

export interface ListFrameProps {
  title: string
  description: string
  toolbar: ReactNode
  error: unknown
  /** The list table, which shows its own loading, empty state and pages. */
  children: ReactNode
}

/** Title, filters, a failed load's message and the list table of an operator list screen. */
export function ListFrame({ title, description, toolbar, error, children }: ListFrameProps) {
  const t = useT(operatorLabelTexts)
  return (
    <Stack gap="lg" maw={pageWidth}>
      <Stack gap={4}>
        <Text size="sm" c="dimmed" fw={600} tt="uppercase">
          {t('console')}
        </Text>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{description}</Text>
      </Stack>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          {toolbar}
          {error ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessageOf(error)}
            </Alert>
          ) : null}
          {children}
        </Stack>
      </Paper>
    </Stack>
  )
}
