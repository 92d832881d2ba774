import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle, IconPlus } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { errorMessageOf } from '../../lib/api-error'
import { pageWidth } from '../layout/page-width'

export interface ListScreenFrameProps {
  title: string
  description: string
  addLabel: string
  addTo: string
  /** The search box and any filters above the table. */
  toolbar: ReactNode
  /** The list query, so a failed load shows its message above the table. */
  query: { isError: boolean; error: unknown }
  /** The table itself. */
  children: ReactNode
  /** Anything beside the list card, such as a detail drawer. */
  aside?: ReactNode
}

/** Heading, add button, filters, error and table, laid out alike on every data list screen. */
export function ListScreenFrame(props: ListScreenFrameProps) {
  const { title, description, addLabel, addTo, toolbar, query, children, aside } = props
  return (
    <Stack gap="lg" maw={pageWidth}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        </Stack>
        <Button component={Link} to={addTo} leftSection={<IconPlus size={18} />}>
          {addLabel}
        </Button>
      </Group>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          {toolbar}
          {query.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessageOf(query.error)}
            </Alert>
          ) : null}
          {children}
        </Stack>
      </Paper>
      {aside}
    </Stack>
  )
}
