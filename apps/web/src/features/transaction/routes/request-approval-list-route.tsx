import 'mantine-datatable/styles.css'
import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { useNavigate } from 'react-router'
import { errorMessageOf } from '../../../lib/api-error'
import { useRequestConsumers } from '../api/requests-consumer-dropdown'
import { useProviderRequests } from '../api/requests-provider-list'
import { useRequestProducts } from '../api/requests-provider-product-dropdown'
import { RequestFilters } from '../components/request-filters'
import { isFilteredList, requestListQueryOf } from '../components/request-list-params'
import { RequestsTable } from '../components/requests-table'
import { useRequestListFilters } from '../components/use-request-list-filters'

const pageSize = 10

/** Requests for the provider company's products, newest first. */
export function RequestApprovalListRoute() {
  const navigate = useNavigate()
  const { filters, change, goToPage } = useRequestListFilters()
  const requests = useProviderRequests(requestListQueryOf(filters, pageSize))
  const products = useRequestProducts()
  const consumers = useRequestConsumers()
  const optionsOf = (list: { value: string; description: string }[] | undefined) =>
    (list ?? []).map((entry) => ({ value: entry.value, label: entry.description }))

  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} size="h2">
            Request approval
          </Title>
          <Text c="dimmed" size="sm">
            Companies asking for your products. Open a waiting request to approve it, reject it or offer new
            terms.
          </Text>
        </Stack>
      </Group>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <RequestFilters
            filters={filters}
            searchPlaceholder="Transaction number, product or company"
            onChange={change}
            productOptions={optionsOf(products.data?.data)}
            consumerOptions={optionsOf(consumers.data?.data)}
          />
          {requests.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessageOf(requests.error)}
            </Alert>
          ) : null}
          <RequestsTable
            side="provider"
            requests={requests.data?.data ?? []}
            total={requests.data?.total_data ?? 0}
            page={filters.page}
            pageSize={pageSize}
            isLoading={requests.isFetching}
            isFiltered={isFilteredList(filters)}
            empty={{
              title: 'No requests yet',
              hint: 'When a company requests one of your published products, it shows here.',
            }}
            onPageChange={goToPage}
            onOpen={(request) =>
              void navigate(`/provider/my-transaction/request-approval/detail/${request.transaction_no}`)
            }
          />
        </Stack>
      </Paper>
    </Stack>
  )
}
