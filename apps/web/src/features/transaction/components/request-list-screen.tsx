import 'mantine-datatable/styles.css'
import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import type { UserType } from '@lumbung/contract'
import { errorMessageOf } from '../../../lib/api-error'
import { RequestFilters, type RequestFiltersProps } from './request-filters'
import { isFilteredList, requestListQueryOf } from './request-list-params'
import { RequestsTable, type RequestsTableProps } from './requests-table'
import { useRequestListFilters } from './use-request-list-filters'
import { pageWidth } from '../../../components/layout/page-width'

const pageSize = 10

/** The filters, page and page size a list screen asks the server for, read from the address. */
export function useRequestListQuery() {
  const list = useRequestListFilters()
  return { ...list, query: requestListQueryOf(list.filters, pageSize) }
}

interface RequestListResult {
  data?: { data: RequestsTableProps['records']; total_data: number }
  isError: boolean
  error: unknown
  isFetching: boolean
}

export interface RequestListScreenProps extends Pick<
  RequestFiltersProps,
  'searchPlaceholder' | 'productOptions' | 'consumerOptions'
> {
  title: string
  description: string
  action?: ReactNode
  side: UserType
  list: ReturnType<typeof useRequestListQuery>
  requests: RequestListResult
  empty: RequestsTableProps['empty']
  /** Where a row opens, before its transaction number. */
  detailPath: string
}

/** A filtered, paged list of transaction requests; the consumer's and the provider's differ only in copy. */
export function RequestListScreen({
  title,
  description,
  action,
  side,
  list,
  requests,
  empty,
  detailPath,
  ...filterProps
}: RequestListScreenProps) {
  const { filters, change, goToPage } = list
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
        {action}
      </Group>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <RequestFilters filters={filters} onChange={change} {...filterProps} />
          {requests.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessageOf(requests.error)}
            </Alert>
          ) : null}
          <RequestsTable
            side={side}
            records={requests.data?.data ?? []}
            totalRecords={requests.data?.total_data ?? 0}
            page={filters.page}
            pageSize={pageSize}
            isLoading={requests.isFetching}
            isFiltered={isFilteredList(filters)}
            empty={empty}
            onPageChange={goToPage}
            hrefOf={(request) => `${detailPath}/${request.transaction_no}`}
          />
        </Stack>
      </Paper>
    </Stack>
  )
}
