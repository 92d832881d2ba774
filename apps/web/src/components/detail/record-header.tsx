import { formatDateTime } from '../../lib/i18n/format-date'
import { Group, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { PageBreadcrumbs } from '../form-guidance/page-breadcrumbs'

export interface RecordHeaderProps {
  /** The list the record belongs to: the first crumb. */
  listPath: string
  listLabel: string
  title: string
  /** Kind and status badges beside the title. */
  badges?: ReactNode
  /** The small line under the title, such as when it was added and changed. */
  meta: ReactNode
  /** The buttons on the right (Edit, Delete). */
  actions: ReactNode
}

/**
 * The opening of a record's own screen: the crumb back to its list, its name with badges, a line of
 * facts and its actions. The caller's stack spaces the crumb and the title.
 */
export function RecordHeader({ listPath, listLabel, title, badges, meta, actions }: RecordHeaderProps) {
  return (
    <>
      <PageBreadcrumbs items={[{ label: listLabel, to: listPath }, { label: title }]} />
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} size="h2">
              {title}
            </Title>
            {badges}
          </Group>
          <Text c="dimmed" size="xs">
            {meta}
          </Text>
        </Stack>
        {actions}
      </Group>
    </>
  )
}

/** "Added … by … · Last changed … by …" of a record the user keeps. */
export function addedAndChanged(record: {
  created_date: string
  created_by: string | null
  modified_date: string
  modified_by: string | null
}): string {
  return (
    addedOn(record) +
    ` · Last changed ${formatDateTime(record.modified_date)}` +
    (record.modified_by ? ` by ${record.modified_by}` : '')
  )
}

/** "Added … by …" alone. */
export function addedOn(record: { created_date: string; created_by: string | null }): string {
  return (
    `Added ${formatDateTime(record.created_date)}` + (record.created_by ? ` by ${record.created_by}` : '')
  )
}
