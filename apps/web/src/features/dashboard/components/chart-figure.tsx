import { Alert, Group, Loader, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core'
import { IconAlertCircle, IconChartBar } from '@tabler/icons-react'
import { useId, type ReactNode } from 'react'
import { EmptyState } from '../../../components/list-table'
import { errorMessageOf } from '../../../lib/api-error'
import { useT } from '../../../lib/i18n/i18n'
import { dashboardTexts } from '../dashboard.texts'

/** A chart's numbers as a table, for screen readers: the chart itself is a picture. */
export interface ChartTable {
  columns: string[]
  rows: (string | number)[][]
}

export interface ChartFigureProps {
  title: string
  /** One line under the title: what the chart shows and what clicking it does. */
  description: string
  isPending: boolean
  error: unknown
  isEmpty: boolean
  emptyTitle: string
  table: ChartTable | null
  /** Readable content beside the picture (a legend of links), which stays in the accessibility tree. */
  legend?: ReactNode
  children: ReactNode
}

/**
 * One chart in a figure named by its title, with its loading, error and empty states and its numbers
 * in a visually hidden table, so the chart reads without seeing it (WCAG 1.1.1).
 */
export function ChartFigure({
  title,
  description,
  isPending,
  error,
  isEmpty,
  emptyTitle,
  table,
  legend,
  children,
}: ChartFigureProps) {
  const t = useT(dashboardTexts)
  const titleId = useId()
  return (
    <Paper withBorder radius="lg" p="lg" component="figure" m={0} aria-labelledby={titleId} h="100%">
      <Stack gap="sm">
        <Stack gap={2} component="figcaption">
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
        {error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {errorMessageOf(error)}
          </Alert>
        ) : isPending ? (
          <Group justify="center" py="xl">
            <Loader role="status" aria-label={t('loadingChart', { title: title.toLowerCase() })} />
          </Group>
        ) : isEmpty ? (
          <EmptyState icon={IconChartBar} title={emptyTitle} hint={t('emptyHint')} />
        ) : (
          <>
            <Group align="center" gap="xl" wrap="wrap" justify="center">
              <div
                aria-hidden
                style={legend ? { flex: '0 0 auto' } : { flex: '1 1 100%', width: '100%', minWidth: 0 }}
              >
                {children}
              </div>
              {legend}
            </Group>
            {table ? (
              <VisuallyHidden>
                <Table>
                  <caption>{title}</caption>
                  <Table.Thead>
                    <Table.Tr>
                      {table.columns.map((column) => (
                        <Table.Th key={column} scope="col">
                          {column}
                        </Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {table.rows.map((row, index) => (
                      <Table.Tr key={index}>
                        {row.map((cell, column) => (
                          <Table.Td key={column}>{cell}</Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </VisuallyHidden>
            ) : null}
          </>
        )}
      </Stack>
    </Paper>
  )
}
