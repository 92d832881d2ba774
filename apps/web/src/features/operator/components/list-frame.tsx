import { Alert, Center, Group, Loader, Pagination, Paper, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { EmptyState } from '../../../components/list-table'
import { errorMessageOf } from '../../../lib/api-error'
import { pageCountOf } from './operator-list-params'
import { pageWidth } from '../../../components/layout/page-width'

export interface ListFrameProps {
  title: string
  description: string
  toolbar: ReactNode
  isLoading: boolean
  error: unknown
  total: number | undefined
  page: number
  onPage: (page: number) => void
  emptyText: string
  children: ReactNode
}

/** Title, filters, the table, and the pages below it, with loading, error and empty states. */
export function ListFrame(props: ListFrameProps) {
  const { title, description, toolbar, isLoading, error, total, page, onPage, emptyText, children } = props
  return (
    <Stack gap="lg" maw={pageWidth}>
      <Stack gap={4}>
        <Text size="sm" c="dimmed" fw={600} tt="uppercase">
          Operator console
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
          ) : isLoading || total === undefined ? (
            <Center py="xl">
              <Loader size="sm" aria-label="Loading" />
            </Center>
          ) : total === 0 ? (
            <EmptyState title={emptyText} />
          ) : (
            children
          )}
          {total ? (
            <Group justify="space-between">
              <Text size="sm" c="dimmed" data-testid="list-total">
                {total} in total
              </Text>
              <Pagination total={pageCountOf(total)} value={page} onChange={onPage} size="sm" />
            </Group>
          ) : null}
        </Stack>
      </Paper>
    </Stack>
  )
}
