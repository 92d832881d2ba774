import 'mantine-datatable/styles.css'
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { IconAlertCircle, IconPlus, IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { errorMessageOf } from '../../../lib/api-error'
import { useStorageSettings } from '../api/storage-settings-list'
import { useUserTypeOfPath } from '../components/data-user-type'
import { StorageSettingsTable } from '../components/storage-settings-table'

const pageSize = 10

/** Storage settings of the side in the path; search and page live in the address. */
export function StorageSettingsListRoute() {
  const userType = useUserTypeOfPath()
  const navigate = useNavigate()
  const [searchParams, setSearchParams] = useSearchParams()
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1)
  const search = searchParams.get('search') ?? ''
  const [typed, setTyped] = useState(search)
  const update = (nextSearch: string, nextPage: number) => {
    const params = new URLSearchParams()
    if (nextSearch) params.set('search', nextSearch)
    if (nextPage > 1) params.set('page', String(nextPage))
    setSearchParams(params, { replace: true })
  }
  const commitSearch = useDebouncedCallback((text: string) => update(text, 1), 300)
  const settings = useStorageSettings(userType, { page, limit: pageSize, search: search || undefined })
  const base = `/${userType}/settings/storage`

  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} size="h2">
            Storage settings
          </Title>
          <Text c="dimmed" size="sm">
            Buckets Lumbung can read files from. Each connection is tested when saved; credentials are stored
            encrypted.
          </Text>
        </Stack>
        <Button component={Link} to={`${base}/add`} leftSection={<IconPlus size={18} />}>
          Add storage setting
        </Button>
      </Group>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <TextInput
            label="Search"
            placeholder="Name"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={typed}
            maxLength={100}
            onChange={(event) => {
              setTyped(event.currentTarget.value)
              commitSearch(event.currentTarget.value.trim())
            }}
            w={{ base: '100%', sm: 280 }}
          />
          {settings.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessageOf(settings.error)}
            </Alert>
          ) : null}
          <StorageSettingsTable
            records={settings.data?.data ?? []}
            totalRecords={settings.data?.total_data ?? 0}
            page={page}
            pageSize={pageSize}
            isLoading={settings.isFetching}
            isFiltered={Boolean(search)}
            onPageChange={(nextPage) => update(search, nextPage)}
            onOpen={(setting) => void navigate(`${base}/${setting.id}`)}
          />
        </Stack>
      </Paper>
    </Stack>
  )
}
