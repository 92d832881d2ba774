import { Badge, Stack, Text } from '@mantine/core'
import { IconShieldCheck } from '@tabler/icons-react'
import type { AuditLogEntry } from '@lumbung/contract'
import { useT } from '../../../lib/i18n/i18n'
import { auditActionLabel } from '../audit-action-label'
import { auditDetailLine } from '../audit-detail'
import { auditLogTexts } from '../audit-log.texts'
import { formatDateTime } from '../../../lib/i18n/format-date'
import type { DataTableColumn } from 'mantine-datatable'
import { ListTable, type ListTablePageProps } from '../../../components/list-table'

export interface AuditLogTableProps extends ListTablePageProps<AuditLogEntry> {
  /** The operators' view names each row's company. */
  isCompanyShown: boolean
}

function WhenCell({ entry }: { entry: AuditLogEntry }) {
  const t = useT(auditLogTexts)
  return (
    <Stack gap={0}>
      <Text size="sm">{formatDateTime(entry.created_date)}</Text>
      {entry.count > 1 ? (
        <Text size="xs" c="dimmed">
          {t('timesUntil', { count: entry.count, last: formatDateTime(entry.last_date) })}
        </Text>
      ) : null}
    </Stack>
  )
}

function WhatCell({ entry }: { entry: AuditLogEntry }) {
  const t = useT(auditLogTexts)
  const detail = auditDetailLine(entry.action, entry.detail)
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {auditActionLabel(entry.action)}{' '}
        {entry.outcome === 'REFUSED' ? (
          <Badge size="xs" color="red" variant="light">
            {t('refused')}
          </Badge>
        ) : null}
      </Text>
      {entry.target_name ? <Text size="xs">{entry.target_name}</Text> : null}
      {detail ? (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {detail}
        </Text>
      ) : null}
    </Stack>
  )
}

function WhereCell({ entry }: { entry: AuditLogEntry }) {
  const t = useT(auditLogTexts)
  return (
    <Stack gap={0}>
      <Text size="sm">{entry.ip_address ?? t('unknownAddress')}</Text>
      {entry.user_agent ? (
        <Text
          size="xs"
          c="dimmed"
          lineClamp={2}
          title={entry.user_agent}
          style={{ overflowWrap: 'anywhere' }}
        >
          {entry.user_agent}
        </Text>
      ) : null}
    </Stack>
  )
}

/** The trail as a person reads it: when, who, what (with its facts) and from where, newest first. */
export function AuditLogTable({ isCompanyShown, ...props }: AuditLogTableProps) {
  const t = useT(auditLogTexts)
  const columns: DataTableColumn<AuditLogEntry>[] = [
    {
      accessor: 'created_date',
      title: t('columnWhen'),
      render: (entry) => <WhenCell entry={entry} />,
    },
    ...(isCompanyShown
      ? [
          {
            accessor: 'tenant_name',
            title: t('columnCompany'),
            render: (entry: AuditLogEntry) => entry.tenant_name ?? t('noCompany'),
          },
        ]
      : []),
    {
      accessor: 'actor_name',
      title: t('columnWho'),
      render: (entry) => entry.actor_name ?? t('someone'),
    },
    { accessor: 'action', title: t('columnAction'), render: (entry) => <WhatCell entry={entry} /> },
    {
      accessor: 'ip_address',
      title: t('columnIp'),
      visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
      render: (entry) => <WhereCell entry={entry} />,
    },
  ]
  return (
    <ListTable<AuditLogEntry>
      {...props}
      testId="audit-log-table"
      rowAttributes={(entry) => ({ 'data-action': entry.action })}
      loadingText={t('title')}
      recordsName="events"
      empty={{
        testId: 'audit-log-empty',
        icon: IconShieldCheck,
        title: t('empty'),
        hint: t('emptyHint'),
        filteredTitle: t('empty'),
        filteredHint: t('emptyHint'),
      }}
      columns={columns}
    />
  )
}
