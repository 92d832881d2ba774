import 'mantine-datatable/styles.css'
import { Alert, Button, Group, Menu, Paper, Select, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle, IconChevronDown, IconPlus } from '@tabler/icons-react'
import { Link, useSearchParams } from 'react-router'
import {
  dataTypeList,
  dataTypes,
  datasetStatusList,
  datasetStatuses,
  enumValueOrNull,
  type DatasetListItem,
} from '@lumbung/contract'
import { useDatasets } from '../../../features/datasets/api/list-datasets'
import { datasetAddPath, datasetDetailPath } from '../../../features/datasets/components/dataset-paths'
import { DatasetsTable } from '../../../features/datasets/components/datasets-table'
import { errorMessageOf } from '../../../lib/api-error'
import { ListSearchInput, StatusFilter, useListSearch } from '../../../components/list-table'
import { pageWidth } from '../../../components/layout/page-width'
import { datasetsTexts } from '../../../features/datasets/datasets.texts'
import { useT } from '../../../lib/i18n/i18n'
import { enumOptionsFrom } from '../../../lib/i18n/enum-labels'

type DataType = DatasetListItem['data_type']
type Status = DatasetListItem['status']

const pageSize = 10
const typeOptions = () => enumOptionsFrom('dataType', dataTypeList)
const statusOptions = () => enumOptionsFrom('datasetStatus', datasetStatusList)

/** The search, filters and page live in the address, so Back and a shared link show the same list. */
function useListState() {
  const [searchParams, setSearchParams] = useSearchParams()
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1)
  const dataType = enumValueOrNull(dataTypes, searchParams.get('data_type'))
  const status = enumValueOrNull(datasetStatuses, searchParams.get('status'))
  const search = searchParams.get('search') ?? ''
  const update = (
    next: { search: string; dataType: DataType | null; status: Status | null },
    nextPage: number,
  ) => {
    const params = new URLSearchParams()
    if (next.search) params.set('search', next.search)
    if (next.dataType) params.set('data_type', next.dataType)
    if (next.status) params.set('status', next.status)
    if (nextPage > 1) params.set('page', String(nextPage))
    setSearchParams(params, { replace: true })
  }
  return { page, search, dataType, status, update }
}

export function DatasetsListRoute() {
  const t = useT(datasetsTexts)
  const { page, search, dataType, status, update } = useListState()
  const searchBox = useListSearch(search, (text) => update({ search: text, dataType, status }, 1))
  const datasets = useDatasets({
    page,
    limit: pageSize,
    search: search || undefined,
    data_type: dataType ?? undefined,
    status: status ?? undefined,
  })

  return (
    <Stack gap="lg" maw={pageWidth}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('datasets')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('listLead')}
          </Text>
        </Stack>
        <Menu position="bottom-end">
          <Menu.Target>
            <Button leftSection={<IconPlus size={18} />} rightSection={<IconChevronDown size={16} />}>
              {t('addDataset')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item component={Link} to={datasetAddPath('API')}>
              {t('apiDataset')}
            </Menu.Item>
            <Menu.Item component={Link} to={datasetAddPath('FILE')}>
              {t('fileDataset')}
            </Menu.Item>
            <Menu.Item component={Link} to={datasetAddPath('SECRET_SHARE')}>
              {t('secretShareDataset')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <ListSearchInput placeholder={t('searchPlaceholder')} box={searchBox} />
            <Select
              label={t('type')}
              placeholder={t('allTypes')}
              data={typeOptions()}
              value={dataType}
              clearable
              onChange={(next) => update({ search, dataType: next as DataType | null, status }, 1)}
              w={{ base: '100%', sm: 180 }}
            />
            <StatusFilter
              data={statusOptions()}
              value={status}
              onChange={(next) => update({ search, dataType, status: next }, 1)}
            />
          </Group>
          {datasets.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessageOf(datasets.error)}
            </Alert>
          ) : null}
          <DatasetsTable
            records={datasets.data?.data ?? []}
            totalRecords={datasets.data?.total_data ?? 0}
            page={page}
            pageSize={pageSize}
            isLoading={datasets.isFetching}
            isFiltered={Boolean(search || dataType || status)}
            onPageChange={(nextPage) => update({ search, dataType, status }, nextPage)}
            hrefOf={(dataset) => datasetDetailPath(dataset)}
          />
        </Stack>
      </Paper>
    </Stack>
  )
}
