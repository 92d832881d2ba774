import { Badge, Stack, Text } from '@mantine/core'
import { IconShieldCheck } from '@tabler/icons-react'
import {
  auditActionLabel,
  auditColumnLabels,
  auditMessages,
  auditOutcomeLabels,
  describeAuditDetail,
  type AuditLogEntry,
} from '@lumbung/contract'
import { formatDateTime } from '../../../lib/i18n/format-date'
import type { DataTableColumn } from 'mantine-datatable'
import { ListTable, type ListTablePageProps } from '../../../components/list-table'

export interface AuditLogTableProps extends ListTablePageProps<AuditLogEntry> {
  /** The operators' view names each row's company. */
  isCompanyShown: boolean
}

function WhenCell({ entry }: { entry: AuditLogEntry }) {
  return (
    <Stack gap={0}>
      <Text size="sm">{formatDateTime(entry.created_date)}</Text>
      {entry.count > 1 ? (
        <Text size="xs" c="dimmed">
          {auditMessages.timesUntil(entry.count, formatDateTime(entry.last_date))}
        </Text>
      ) : null}
    </Stack>
  )
}

function WhatCell({ entry }: { entry: AuditLogEntry }) {
  const detail = describeAuditDetail(entry.action, entry.detail)
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {auditActionLabel(entry.action)}{' '}
        {entry.outcome === 'REFUSED' ? (
          <Badge size="xs" color="red" variant="light">
            {auditOutcomeLabels.REFUSED}
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
  return (
    <Stack gap={0}>
      <Text size="sm">{entry.ip_address ?? auditMessages.unknownAddress}</Text>
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
  const columns: DataTableColumn<AuditLogEntry>[] = [
    {
      accessor: 'created_date',
      title: auditColumnLabels.when,
      render: (entry) => <WhenCell entry={entry} />,
    },
    ...(isCompanyShown
      ? [
          {
            accessor: 'tenant_name',
            title: auditColumnLabels.company,
            render: (entry: AuditLogEntry) => entry.tenant_name ?? auditMessages.noCompany,
          },
        ]
      : []),
    {
      accessor: 'actor_name',
      title: auditColumnLabels.who,
      render: (entry) => entry.actor_name ?? auditMessages.someone,
    },
    { accessor: 'action', title: auditColumnLabels.action, render: (entry) => <WhatCell entry={entry} /> },
    {
      accessor: 'ip_address',
      title: auditColumnLabels.ip,
      visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
      render: (entry) => <WhereCell entry={entry} />,
    },
  ]
  return (
    <ListTable<AuditLogEntry>
      {...props}
      testId="audit-log-table"
      rowAttributes={(entry) => ({ 'data-action': entry.action })}
      loadingText={auditMessages.title}
      recordsName="events"
      empty={{
        testId: 'audit-log-empty',
        icon: IconShieldCheck,
        title: auditMessages.empty,
        hint: auditMessages.emptyHint,
        filteredTitle: auditMessages.empty,
        filteredHint: auditMessages.emptyHint,
      }}
      columns={columns}
    />
  )
}
