import 'mantine-datatable/styles.css'
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle, IconFileSpreadsheet } from '@tabler/icons-react'
import { useState, type ReactNode } from 'react'
import type { AuditLogEntry } from '@lumbung/contract'
import { toast } from '../../../components/feedback'
import { pageWidth } from '../../../components/layout/page-width'
import { errorMessageOf } from '../../../lib/api-error'
import { AuditFilters, type AuditFiltersProps } from './audit-filters'
import { AuditLogTable } from './audit-log-table'
import { auditPageSize, isAuditFiltered } from './audit-params'
import { notice } from '../../../lib/i18n/notices'
import { useT } from '../../../lib/i18n/i18n'
import { auditLogTexts } from '../audit-log.texts'

export interface AuditLogScreenProps extends AuditFiltersProps {
  title: string
  description: string
  /** Above the title: the My Account tabs, or the console's name. */
  header: ReactNode
  list: {
    data?: { data: AuditLogEntry[]; total_data: number } | undefined
    isFetching: boolean
    isError: boolean
    error: unknown
  }
  isCompanyShown: boolean
  onExport: () => Promise<void>
}

/** Heading, filters, export and the trail's table: the owner's screen and the operators' alike. */
export function AuditLogScreen(props: AuditLogScreenProps) {
  const { title, description, header, list, isCompanyShown, onExport, ...filterProps } = props
  const t = useT(auditLogTexts)
  const [isExporting, setExporting] = useState(false)
  const exportCsv = async () => {
    setExporting(true)
    try {
      await onExport()
    } catch (error) {
      void toast({ color: 'red', title: notice('audit.exportFailed'), message: errorMessageOf(error) })
    } finally {
      setExporting(false)
    }
  }
  const { filters, onChange } = filterProps
  return (
    <Stack gap="lg" maw={pageWidth}>
      {header}
      <Stack gap={4}>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {description}
        </Text>
      </Stack>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <AuditFilters {...filterProps} />
            <Button
              variant="default"
              leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
              loading={isExporting}
              onClick={() => void exportCsv()}
            >
              {t('exportButton')}
            </Button>
          </Group>
          {list.isError ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} />}
              title={t('loadFailed')}
              role="alert"
            >
              {errorMessageOf(list.error)}
            </Alert>
          ) : null}
          <AuditLogTable
            isCompanyShown={isCompanyShown}
            records={list.data?.data ?? []}
            totalRecords={list.data?.total_data ?? 0}
            page={filters.page}
            pageSize={auditPageSize}
            isLoading={list.isFetching}
            isFiltered={isAuditFiltered(filters)}
            onPageChange={(page) => onChange('page', String(page))}
          />
        </Stack>
      </Paper>
    </Stack>
  )
}
