import 'mantine-datatable/styles.css'
import { Alert, Button, Group, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle, IconCloudUpload } from '@tabler/icons-react'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { dataDeliveryStatuses, enumValueOrNull, type DataDelivery } from '@lumbung/contract'
import { toast } from '../../../components/feedback'
import { errorMessageOf } from '../../../lib/api-error'
import { useDataDeliveryDetail } from '../../../features/transaction/api/data-delivery-detail'
import { useDataDeliveryList } from '../../../features/transaction/api/data-delivery-list'
import { useDataDeliveryOptions } from '../../../features/transaction/api/data-delivery-options'
import { useProceedDataDelivery } from '../../../features/transaction/api/data-delivery-proceed'
import { AutoDeliveryList } from '../../../features/transaction/components/auto-delivery-list'
import { DataDeliveryForm } from '../../../features/transaction/components/data-delivery-form'
import { DataDeliveryReceipt } from '../../../features/transaction/components/data-delivery-receipt'
import { DataDeliveryTable } from '../../../features/transaction/components/data-delivery-table'
import { pageWidth } from '../../../components/layout/page-width'
import { transactionDeliveryTexts } from '../../../features/transaction/transaction-delivery.texts'
import { deliveryStatusLabel } from '../../../features/transaction/transaction-statuses.texts'
import { useT } from '../../../lib/i18n/i18n'
import { notice } from '../../../lib/i18n/notices'

const pageSize = 10

/**
 * Data delivery: the company's deliveries of purchased files into its storage, each with its status and
 * receipt; New delivery queues one, and auto-delivery sends each new version of a subscription.
 */
export function DataDeliveryRoute() {
  const t = useT(transactionDeliveryTexts)
  const [searchParams, setSearchParams] = useSearchParams()
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1)
  const status = enumValueOrNull(dataDeliveryStatuses, searchParams.get('status'))
  const openId = searchParams.get('delivery') ?? ''
  const [isFormOpen, setIsFormOpen] = useState(false)

  const list = useDataDeliveryList({ page, limit: pageSize, status: status ?? undefined })
  const options = useDataDeliveryOptions()
  const opened = useDataDeliveryDetail(openId)
  const proceed = useProceedDataDelivery()

  const update = (next: Record<string, string | null>) => {
    const params = new URLSearchParams(searchParams)
    for (const [key, value] of Object.entries(next)) {
      if (value === null || value === '') params.delete(key)
      else params.set(key, value)
    }
    setSearchParams(params, { replace: true })
  }
  const open = (delivery: DataDelivery) => update({ delivery: delivery.id })
  const fromList = list.data?.data.find((item) => item.id === openId) ?? null
  // The drawer shows whichever answer the server gave last: the list polls too, and a detail cached
  // earlier (the queued delivery New delivery answered) would otherwise contradict the row just clicked.
  const shown =
    fromList && (!opened.data || list.dataUpdatedAt >= opened.dataUpdatedAt)
      ? fromList
      : (opened.data ?? null)

  return (
    <Stack gap="lg" maw={pageWidth}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('intro')}
          </Text>
        </Stack>
        <Button
          leftSection={<IconCloudUpload size={16} />}
          onClick={() => setIsFormOpen(true)}
          disabled={!options.data}
        >
          {t('newDelivery')}
        </Button>
      </Group>

      {openId && opened.isError && !fromList ? (
        // A link to a delivery that is not the company's, or no longer readable, says so.
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {errorMessageOf(opened.error)}
        </Alert>
      ) : null}
      {options.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {errorMessageOf(options.error)}
        </Alert>
      ) : null}
      {options.data && options.data.purchases.length === 0 ? (
        <Alert color="blue" variant="light" role="status">
          {t('noDeliverablePurchase')}
        </Alert>
      ) : null}
      {options.data && options.data.storage_settings.length === 0 ? (
        <Alert color="blue" variant="light" role="status">
          {t('noStorageSetting')}
        </Alert>
      ) : null}

      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <Group gap="sm" align="flex-end">
            <Select
              label={t('status')}
              placeholder={t('allStatuses')}
              clearable
              data={dataDeliveryStatuses.map((value) => ({ value, label: deliveryStatusLabel(value) }))}
              value={status}
              onChange={(value) => update({ status: value, page: null })}
              w={180}
            />
          </Group>
          {list.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessageOf(list.error)}
            </Alert>
          ) : (
            <DataDeliveryTable
              records={list.data?.data ?? []}
              totalRecords={list.data?.total_data ?? 0}
              page={page}
              pageSize={pageSize}
              isLoading={list.isPending}
              isFiltered={status !== null}
              onPageChange={(next) => update({ page: next === 1 ? null : String(next) })}
              onOpen={open}
            />
          )}
        </Stack>
      </Paper>

      {options.isPending ? <Loader role="status" size="sm" aria-label={t('loadingAuto')} /> : null}
      {options.data ? <AutoDeliveryList options={options.data} /> : null}

      {options.data ? (
        <DataDeliveryForm
          isOpen={isFormOpen}
          options={options.data}
          onClose={() => setIsFormOpen(false)}
          onProceed={async (values) => {
            const delivery = await proceed.mutateAsync(values)
            void toast({
              color: 'teal',
              title: notice('dataDelivery.queued'),
              message: delivery.product_name,
            })
            return delivery
          }}
        />
      ) : null}
      <DataDeliveryReceipt delivery={shown} onClose={() => update({ delivery: null })} />
    </Stack>
  )
}
