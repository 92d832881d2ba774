import 'mantine-datatable/styles.css'
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle, IconBuildingStore } from '@tabler/icons-react'
import { Link, useNavigate } from 'react-router'
import { errorMessageOf } from '../../../lib/api-error'
import { useConsumerRequests } from '../api/requests-consumer-list'
import { RequestFilters } from '../components/request-filters'
import { isFilteredList, requestListQueryOf } from '../components/request-list-params'
import { RequestsTable } from '../components/requests-table'
import { useRequestListFilters } from '../components/use-request-list-filters'

const pageSize = 10

/** The consumer company's requests, newest first. */
export function MyRequestListRoute() {
  const navigate = useNavigate()
  const { filters, change, goToPage } = useRequestListFilters()
  const requests = useConsumerRequests(requestListQueryOf(filters, pageSize))

  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} size="h2">
            My request
          </Title>
          <Text c="dimmed" size="sm">
            Every product your company has requested, and where each request stands with its provider.
          </Text>
        </Stack>
        <Button component={Link} to="/consumer/marketplace" leftSection={<IconBuildingStore size={18} />}>
          Browse the marketplace
        </Button>
      </Group>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <RequestFilters
            filters={filters}
            searchPlaceholder="Transaction number, product or provider"
            onChange={change}
          />
          {requests.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessageOf(requests.error)}
            </Alert>
          ) : null}
          <RequestsTable
            side="consumer"
            requests={requests.data?.data ?? []}
            total={requests.data?.total_data ?? 0}
            page={filters.page}
            pageSize={pageSize}
            isLoading={requests.isFetching}
            isFiltered={isFilteredList(filters)}
            empty={{
              title: 'No requests yet',
              hint: 'Find a product on the marketplace and request it; the request shows here.',
            }}
            onPageChange={goToPage}
            onOpen={(request) =>
              void navigate(`/consumer/my-transaction/my-request/detail/${request.transaction_no}`)
            }
          />
        </Stack>
      </Paper>
    </Stack>
  )
}
